// `chains list|set|disable|enable|remove|token-add|token-remove`: the operator's management of GET /api/chains.
// Bad input is refused with a named error (InvalidAddressError, InsecureRpcUrlError, ChainFactsMissingError,
// UnknownChainError, InvalidChainSettingError, InvalidBulkSendVersionError) before anything is written.
import { CliUsageError } from '../cli/CliUsageError.js';
import { formatOf } from '../cli/messagesCommand.js';
import { parseFlags } from '../cli/parseFlags.js';
import { type Out, RowPrinter } from '../cli/RowPrinter.js';
import type { Database } from '../db/Database.js';
import { chainSettings } from '../db/schema.js';
import { addPayToken } from './addPayToken.js';
import type { ChainsConfig } from './ChainsConfig.js';
import { loadChainsConfig } from './loadChainsConfig.js';
import { parseBulkSendVersion } from './parseBulkSendVersion.js';
import { parseChainId } from './parseChainId.js';
import { parseChecksumAddress } from './parseChecksumAddress.js';
import { parseDecimals } from './parseDecimals.js';
import { parseFinalityConfirmations } from './parseFinalityConfirmations.js';
import { parseLabel } from './parseLabel.js';
import { parseRpcUrls, parseServiceUrl } from './parseServiceUrl.js';
import { readStoredChainSettings } from './readChainSettings.js';
import { removeChain } from './removeChain.js';
import { removePayToken } from './removePayToken.js';
import { type OlderBulkSendRow, setChain } from './setChain.js';
import { setChainDisabled } from './setChainDisabled.js';
import { resetEns, setEns } from './setEns.js';

const listColumns = [
  'id',
  'name',
  'status',
  'native',
  'finality',
  'rpcUrls',
  'explorerUrl',
  'bulkSend',
  'olderBulkSends',
  'deploy',
  'safeService',
  'payTokens',
];

/** `--older-bulksend ADDRESS:VERSION` (repeatable, or comma-separated); `none` empties the list. */
function parseOlderBulkSends(values: string[]): { clear: boolean; older: OlderBulkSendRow[] } {
  const entries = values.flatMap((v) => v.split(/[\s,]+/)).filter(Boolean);
  const clear = entries.includes('none');
  const older = entries
    .filter((e) => e !== 'none')
    .map((entry) => {
      const [address, version, ...rest] = entry.split(':');
      if (rest.length) parseBulkSendVersion(entry, '--older-bulksend (ADDRESS:v2 or ADDRESS:v3)');
      return {
        address: parseChecksumAddress(address, '--older-bulksend'),
        version: parseBulkSendVersion(version, '--older-bulksend (ADDRESS:v2 or ADDRESS:v3)'),
      };
    });
  return { clear, older };
}

/** `--safe-service URL|none|default`: a URL, '' (none), or null (the built-in one). */
function parseSafeService(value: string | undefined): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === 'none') return '';
  if (value === 'default') return null;
  return parseServiceUrl(value, '--safe-service');
}

async function list(db: Database, config: ChainsConfig, format: string | true | undefined, out: Out): Promise<number> {
  const { settings, unusable } = await readStoredChainSettings(db, config);
  if (format === 'json') {
    await out(`${JSON.stringify(settings, null, 2)}\n`);
    return 0;
  }
  const served = settings.chains.map((c) => ({
    id: c.id,
    name: c.name,
    status: c.id === settings.defaultChainId ? 'default' : 'on',
    native: `${c.nativeCurrency.symbol} (${c.nativeCurrency.decimals})`,
    finality: c.finalityConfirmations,
    rpcUrls: c.rpcUrls.join(' '),
    explorerUrl: c.explorerUrl ?? '',
    bulkSend: c.bulkSend.address
      ? `${c.bulkSend.address} ${c.bulkSend.version} (${c.bulkSend.source})`
      : `none: ${c.bulkSend.reason}`,
    olderBulkSends: c.bulkSend.older.map((o) => `${o.address}:${o.version}`).join(' '),
    deploy: c.deploy.offered ? `offered (${c.bulkSend.version})` : `no: ${c.deploy.reason}`,
    safeService: c.safeTransactionService ?? '',
    payTokens: c.payTokens.map((t) => `${t.symbol}${t.default ? '*' : ''}`).join(' '),
  }));
  const badIds = new Set(unusable.map((u) => u.chainId));
  const disabled = (await db.select().from(chainSettings))
    .filter((r) => r.disabled)
    .map((r) => ({ id: r.chainId, name: r.name ?? '', status: 'disabled' }));
  // Stored rows that break the rules (written by SQL, restored from a backup): marked, with what to fix.
  const bad = unusable.map((u) => ({
    id: u.chainId,
    name: served.find((c) => c.id === u.chainId)?.name ?? '',
    status: `UNUSABLE: ${u.problem}`,
  }));
  const printer = new RowPrinter(out, formatOf(format, 'table'), listColumns);
  await printer.write([...served, ...disabled.filter((r) => !badIds.has(r.id)), ...bad]);
  await printer.end();
  return 0;
}

async function ensCommand(db: Database, config: ChainsConfig, args: string[], out: Out): Promise<number> {
  const flags = parseFlags('chains ens', args, {
    valued: ['chain-id', 'rpc', 'registry'],
    switches: ['off', 'default'],
  });
  const text = (name: string) => {
    const v = flags.options.get(name);
    return typeof v === 'string' ? v : undefined;
  };
  const [chainId, rpc, registry] = [text('chain-id'), text('rpc'), text('registry')];
  const given = [chainId, rpc, registry].some((v) => v !== undefined);
  if (flags.positional.length) throw new CliUsageError(`chains ens takes no arguments, got ${flags.positional[0]}`);
  if (flags.options.has('default') && (given || flags.options.has('off'))) {
    throw new CliUsageError('chains ens --default takes no other option');
  }
  if (flags.options.has('default')) {
    await resetEns(db);
  } else if (flags.options.has('off') || given) {
    await setEns(db, {
      chainId: chainId === undefined ? undefined : chainId === 'default' ? null : parseChainId(chainId),
      rpcUrl: rpc === undefined ? undefined : rpc === 'default' ? null : parseServiceUrl(rpc, '--rpc'),
      registry:
        registry === undefined
          ? undefined
          : registry === 'default'
            ? null
            : parseChecksumAddress(registry, '--registry'),
      disabled: flags.options.has('off') ? true : given ? false : undefined,
    });
  }
  const { ens } = (await readStoredChainSettings(db, config)).settings;
  await out(`${JSON.stringify({ ens })}\n`);
  return 0;
}

export async function chainsCommand(
  db: Database,
  sub: string | undefined,
  args: string[],
  out: Out,
  config: ChainsConfig = loadChainsConfig(process.env),
): Promise<number> {
  const command = `chains ${sub ?? ''}`.trim();
  switch (sub) {
    case 'list': {
      const flags = parseFlags(command, args, { valued: ['format'] });
      return list(db, config, flags.options.get('format'), out);
    }
    case 'set': {
      const flags = parseFlags(command, args, {
        valued: [
          'name',
          'rpc',
          'explorer',
          'bulksend',
          'native-name',
          'native-symbol',
          'native-decimals',
          'finality-confirmations',
          'bulksend-version',
          'older-bulksend',
          'safe-service',
        ],
        switches: ['default'],
      });
      const chainId = parseChainId(flags.positional[0]);
      const text = (name: string) => {
        const v = flags.options.get(name);
        return typeof v === 'string' ? v : undefined;
      };
      const rpc = text('rpc');
      const bulkSend = text('bulksend');
      const decimals = text('native-decimals');
      const version = text('bulksend-version');
      const older = parseOlderBulkSends(flags.values.get('older-bulksend') ?? []);
      const { created } = await setChain(db, {
        chainId,
        name: text('name') === undefined ? undefined : parseLabel(text('name') as string, '--name', 64),
        nativeName:
          text('native-name') === undefined
            ? undefined
            : parseLabel(text('native-name') as string, '--native-name', 32),
        nativeSymbol:
          text('native-symbol') === undefined
            ? undefined
            : parseLabel(text('native-symbol') as string, '--native-symbol', 16),
        nativeDecimals: decimals === undefined ? undefined : parseDecimals(decimals, '--native-decimals'),
        rpcUrls: rpc === undefined ? undefined : parseRpcUrls(rpc.split(/[\s,]+/).filter(Boolean), '--rpc'),
        explorerUrl: text('explorer') === undefined ? undefined : parseServiceUrl(text('explorer'), '--explorer'),
        bulkSendAddress:
          bulkSend === undefined
            ? undefined
            : bulkSend === 'predicted'
              ? null
              : parseChecksumAddress(bulkSend, '--bulksend'),
        bulkSendVersion: version === undefined ? undefined : parseBulkSendVersion(version, '--bulksend-version'),
        olderBulkSends: older.older.length ? older.older : undefined,
        clearOlderBulkSends: older.clear || undefined,
        safeTransactionServiceUrl: parseSafeService(text('safe-service')),
        isDefault: flags.options.has('default') ? true : undefined,
        finalityConfirmations:
          text('finality-confirmations') === undefined
            ? undefined
            : parseFinalityConfirmations(text('finality-confirmations') as string, '--finality-confirmations'),
      });
      await out(`${created ? 'added' : 'updated'} chain ${chainId}\n`);
      return 0;
    }
    case 'ens':
      return ensCommand(db, config, args, out);
    case 'disable':
    case 'enable':
    case 'remove': {
      const flags = parseFlags(command, args, {});
      const chainId = parseChainId(flags.positional[0]);
      if (sub === 'remove') await removeChain(db, chainId);
      else await setChainDisabled(db, chainId, sub === 'disable');
      await out(`${sub === 'remove' ? 'removed the settings of' : `${sub}d`} chain ${chainId}\n`);
      return 0;
    }
    case 'token-add': {
      const flags = parseFlags(command, args, { valued: ['symbol', 'decimals'], switches: ['default'] });
      const chainId = parseChainId(flags.positional[0]);
      const address = parseChecksumAddress(flags.positional[1], 'token address');
      const symbol = flags.options.get('symbol');
      const decimals = flags.options.get('decimals');
      await addPayToken(db, {
        chainId,
        address,
        symbol: typeof symbol === 'string' ? parseLabel(symbol, '--symbol', 16) : undefined,
        decimals: typeof decimals === 'string' ? parseDecimals(decimals, '--decimals') : undefined,
        isDefault: flags.options.has('default') ? true : undefined,
      });
      await out(`pay token ${address} set on chain ${chainId}\n`);
      return 0;
    }
    case 'token-remove': {
      const flags = parseFlags(command, args, {});
      const chainId = parseChainId(flags.positional[0]);
      const address = parseChecksumAddress(flags.positional[1], 'token address');
      const removed = await removePayToken(db, chainId, address);
      await out(removed ? `removed pay token ${address} from chain ${chainId}\n` : `${address} was not offered\n`);
      return 0;
    }
    default:
      throw new CliUsageError(`unknown chains command: ${sub ?? '(none)'}`);
  }
}
