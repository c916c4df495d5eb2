// A Safe CSV Airdrop file (`token_type,token_address,receiver,amount,id`) read as the run's list: one token per run.
// Its rows become the plain list of the selected asset (`address,tokenId[,amount]` or `address,amount`) on the same
// line numbers, which parseNftList / parseRecipients check as they check a pasted list; the file's own problems, a file
// naming several tokens, a token other than the selected one and a line whose type disagrees with the detected
// standard are errors named by line. Loaded only with the preview worker (never in the Tool's first load).
import {
  type ListIssue,
  mergeDuplicates,
  mergeNftDuplicates,
  type NftPlan,
  NULL_ADDRESS,
  parseNftList,
  parseRecipients,
  parseSafeAirdropCsv,
  type RecipientPlan,
  type SafeAirdropAsset,
  type UnspendableOptions,
} from '@fanout/batch-core';
import type { EnsRequest } from '../ens/EnsRequest.js';
import { ensOptionsOf } from '../ens/ensOptionsOf.js';
import type { NftStandard, ReadPlan } from './readPlan.js';
import type { SafeAirdropToken } from './SafeAirdropToken.js';

export type { SafeAirdropToken };

/** The Tool's own reasons about a Safe CSV Airdrop file (texts `code_SAFE_…` in the Tool catalogue). */
export type SafeListIssueCode = 'SAFE_MIXED_TOKENS' | 'SAFE_TOKEN_LINES' | 'SAFE_OTHER_TOKEN' | 'SAFE_TYPE_MISMATCH';

export interface SafeAirdropRead extends ReadPlan {
  /** The tokens the file names, in the order of their first line. */
  tokens: SafeAirdropToken[];
}

export interface ReadSafeAirdropOptions {
  /** Decimals of the selected token (the amounts of erc20 / native lines). */
  decimals: number;
  merge: boolean;
  /** The selected asset's standard as detected on the chain; null for a coin or an ERC-20 token. */
  standard: NftStandard | null;
  /** The selected asset's address (the zero address for the chain's coin); null while none is settled. */
  token: string | null;
  /** The run's own addresses no line may pay (see readPlan). */
  guard?: UnspendableOptions;
  /** The receivers' ENS names resolved so far (see readPlan); a name not yet resolved is ENS_NAME_UNRESOLVED. */
  names?: EnsRequest | null;
}

const NATIVE = NULL_ADDRESS;
/** Issues that do not block (the file's own MIXED_ASSETS is replaced by SAFE_MIXED_TOKENS). */
const DROPPED = new Set(['MIXED_ASSETS', 'LOOK_ALIKE']);

type AnyIssue = ListIssue<string>;

function issue(
  code: SafeListIssueCode | 'ERC721_AMOUNT',
  line: number,
  message: string,
  params: Record<string, string | number>,
) {
  return { code, line, message, params } satisfies AnyIssue;
}

/** `2–5, 9, 12–14` (at most `limit` ranges, then `…`). */
export function lineRanges(lines: readonly number[], limit = 6): string {
  const ranges: string[] = [];
  let k = 0;
  while (k < lines.length && ranges.length < limit) {
    const start = lines[k] as number;
    let end = start;
    while (lines[k + 1] === end + 1) end = lines[++k] as number;
    ranges.push(start === end ? `${start}` : `${start}–${end}`);
    k++;
  }
  return k < lines.length ? `${ranges.join(', ')}, …` : ranges.join(', ');
}

/** Whether a line's token type may be sent as the selected asset. */
function typeFits(type: SafeAirdropAsset['type'], standard: NftStandard | null, native: boolean): boolean {
  if (standard) return type === standard || type === 'nft';
  return native ? type === 'native' : type === 'erc20';
}

function selectedType(standard: NftStandard | null, native: boolean): string {
  return standard ?? (native ? 'native' : 'erc20');
}

export function readSafeAirdrop(text: string, options: ReadSafeAirdropOptions): SafeAirdropRead {
  const { decimals, merge, standard, guard = {} } = options;
  // Receivers written as names are read as in a pasted list (the file's `names` say what to resolve).
  const ens = ensOptionsOf(options.names ?? null) ?? {};
  const file = parseSafeAirdropCsv(text, { decimals: () => decimals, ens });
  const writtenName = new Map((file.names ?? []).map((entry) => [entry.line, entry.written]));
  const byToken = new Map<string, SafeAirdropToken>();
  for (const group of file.groups) {
    const key = (group.asset.token ?? NATIVE).toLowerCase();
    const entry = byToken.get(key) ?? { token: group.asset.token, types: [], lines: [] };
    entry.types.push(group.asset.type);
    entry.lines.push(...group.lines);
    byToken.set(key, entry);
  }
  const tokens = [...byToken.values()];
  for (const entry of tokens) entry.lines.sort((a, b) => a - b);

  const lineCount = text.split(/\r\n|\r|\n/).length;
  const listLines: string[] = Array.from({ length: lineCount }, () => '');
  const rowLines = new Set<number>();
  const own: AnyIssue[] = [];
  const selected = options.token?.toLowerCase() ?? null;
  const native = selected === NATIVE;

  if (tokens.length > 1) {
    const second = tokens[1] as SafeAirdropToken;
    own.push(
      issue(
        'SAFE_MIXED_TOKENS',
        second.lines[0] ?? 1,
        `This file names ${tokens.length} tokens: one token per run. Split the file.`,
        { tokens: tokens.length },
      ),
    );
    for (const entry of tokens) {
      own.push(
        issue('SAFE_TOKEN_LINES', entry.lines[0] ?? 1, `${entry.types.join('/')} ${entry.token ?? ''}`, {
          type: entry.types.join('/'),
          token: entry.token ?? 'native',
          lineCount: entry.lines.length,
          lines: lineRanges(entry.lines),
        }),
      );
    }
  } else {
    const only = tokens[0];
    if (only && selected !== null && (only.token ?? NATIVE).toLowerCase() !== selected) {
      own.push(
        issue('SAFE_OTHER_TOKEN', only.lines[0] ?? 1, 'The file is for another token than the one selected.', {
          token: only.token ?? 'native',
        }),
      );
    }
    for (const group of file.groups) {
      const fits = typeFits(group.asset.type, standard, native);
      const rows = group.kind === 'nft' ? group.plan.rows : (group.plan?.rows ?? []);
      for (const row of rows) {
        rowLines.add(row.line);
        if (!fits) {
          const params = { type: group.asset.type, standard: selectedType(standard, native) };
          own.push(issue('SAFE_TYPE_MISMATCH', row.line, 'The line’s token type is not the token’s standard.', params));
        } else if ('tokenId' in row && standard === 'erc721') {
          // `address,tokenId`: an ERC-721 id moves once (Safe's empty amount is 1).
          const to = writtenName.get(row.line) ?? row.to;
          if (row.amount === 1n) listLines[row.line - 1] = `${to},${row.tokenId}`;
          else own.push(issue('ERC721_AMOUNT', row.line, 'An ERC-721 token is sent once.', {}));
        } else if ('tokenId' in row) {
          listLines[row.line - 1] = `${writtenName.get(row.line) ?? row.to},${row.tokenId},${row.amount}`;
        } else {
          // A name stays the name as written, so the list's parser names the line as in a pasted list.
          listLines[row.line - 1] = `${writtenName.get(row.line) ?? row.address},${row.amount}`;
        }
      }
    }
  }
  // The file's own problems on lines that gave no row (a row's problems come again from the list's parser).
  const fileErrors = file.errors.filter((one) => !rowLines.has(one.line) && !DROPPED.has(one.code));
  const extra: AnyIssue[] = [...fileErrors, ...own];
  const list = listLines.join('\n');
  const byLine = (a: { line: number }, b: { line: number }) => a.line - b.line;
  // Every name line of the file, those that gave no row too (not resolved yet): what the Tool resolves.
  const names = file.names?.length ? { names: file.names } : {};
  if (standard) {
    const parsed = parseNftList(list, { standard, ...guard, ens });
    const nft: NftPlan = merge ? mergeNftDuplicates(parsed) : parsed;
    const errors = [...nft.errors, ...extra].sort(byLine) as NftPlan['errors'];
    return { plan: null, nft: { ...nft, ...names, errors, ok: nft.ok && extra.length === 0 }, columns: null, tokens };
  }
  const parsed = parseRecipients(list, { decimals, token: guard.token, bulkSend: guard.bulkSend, ens });
  const plan: RecipientPlan = merge ? mergeDuplicates(parsed) : parsed;
  const errors = [...plan.errors, ...extra].sort(byLine) as RecipientPlan['errors'];
  return {
    plan: { ...plan, ...names, errors, ok: plan.ok && extra.length === 0 },
    nft: null,
    columns: null,
    tokens,
  };
}
