import { type ChildProcess, fork } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assertHardhatInstalled } from './assertHardhatInstalled.js';
import { LOCAL_CHAIN } from './LOCAL_CHAIN.js';
import type { LocalChain, LocalChainInfo } from './LocalChain.js';
import { LocalChainError } from './LocalChainError.js';

/** Options of `startLocalChain`. */
export interface StartLocalChainOptions {
  /** TCP port; 0 (the default) picks a free one. */
  port?: number;
  /** Interface to listen on; default 127.0.0.1. */
  host?: string;
  /**
   * Where to write the chain's facts as JSON; default `packages/contracts/.chain/local.json` (read by the web app's
   * dev server). `false` writes nothing (for test runs that start their own chain in parallel).
   */
  stateFile?: string | false;
  /**
   * Start like a fresh real chain without the deterministic-deployment proxy and without BulkSend (the demo token and
   * funded accounts are there), e.g. to test a member deploying BulkSend from the Tool. Default false.
   */
  bare?: boolean;
  /**
   * Chain id of the node (default 137, like Polygon PoS). Another id gives a second local chain with BulkSend at the
   * same address, e.g. to test a wallet that moves to another network mid-payment.
   */
  chainId?: number;
}

const here = dirname(fileURLToPath(import.meta.url));
/** packages/contracts (this file is in src/chain or dist/chain). */
const packageRoot = join(here, '..', '..');

/** Default state file: `.chain/local.json` in the contracts package. */
export const LOCAL_CHAIN_STATE_FILE = join(packageRoot, '.chain', 'local.json');

/**
 * Starts a Hardhat node with chain id 137 in a child process, installs the deterministic-deployment proxy and deploys
 * BulkSend v3 (the product's, `bulkSend`) and v2 (`olderBulkSends`) through it (skipped when `bare`), deploys a
 * 6-decimal demo ERC-20, funds the first test accounts with demo tokens, and resolves with the addresses, accounts and
 * `stop()`.
 */
export async function startLocalChain(options: StartLocalChainOptions = {}): Promise<LocalChain> {
  assertHardhatInstalled();
  const host = options.host ?? LOCAL_CHAIN.host;
  const stateFile = options.stateFile ?? LOCAL_CHAIN_STATE_FILE;
  const chainId = options.chainId ?? LOCAL_CHAIN.chainId;
  // From dist the child is plain JS; from src (this package's own tests) it is TypeScript run through tsx.
  const compiled = join(here, 'localChainProcess.js');
  const child = existsSync(compiled)
    ? fork(compiled, [], childOptions(host, options.port ?? 0, options.bare ?? false, chainId, []))
    : fork(
        join(here, 'localChainProcess.ts'),
        [],
        childOptions(host, options.port ?? 0, options.bare ?? false, chainId, ['--import', 'tsx']),
      );

  const info = await waitUntilReady(child);
  if (stateFile) {
    mkdirSync(dirname(stateFile), { recursive: true });
    writeFileSync(stateFile, `${JSON.stringify(info, null, 2)}\n`);
  }
  let stopped: Promise<void> | undefined;
  const stop = () => {
    stopped ??= new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      if (child.connected) child.send('stop');
      else child.kill('SIGTERM');
    }).then(() => {
      if (stateFile) rmSync(stateFile, { force: true });
    });
    return stopped;
  };
  return { ...info, stop };
}

function childOptions(host: string, port: number, bare: boolean, chainId: number, execArgv: string[]) {
  return {
    cwd: packageRoot,
    execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'] as ('ignore' | 'inherit' | 'ipc')[],
    env: {
      ...process.env,
      HARDHAT_CONFIG: join(packageRoot, 'hardhat.config.cjs'),
      HARDHAT_NETWORK: 'hardhat',
      HARDHAT_DISABLE_TELEMETRY_PROMPT: 'true',
      FANOUT_LOCAL_CHAIN: '1',
      FANOUT_CHAIN_HOST: host,
      FANOUT_CHAIN_PORT: String(port),
      FANOUT_CHAIN_BARE: bare ? '1' : '0',
      FANOUT_CHAIN_ID: String(chainId),
    },
  };
}

function waitUntilReady(child: ChildProcess): Promise<LocalChainInfo> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new LocalChainError(`local chain did not start within ${LOCAL_CHAIN.startTimeoutMs} ms`, {
          messageKey: 'localChainTimeout',
          messageParams: { ms: LOCAL_CHAIN.startTimeoutMs },
        }),
      );
    }, LOCAL_CHAIN.startTimeoutMs);
    child.once('message', (message: { type: string; info?: LocalChainInfo; message?: string }) => {
      clearTimeout(timer);
      if (message.type === 'ready' && message.info) resolve(message.info);
      else {
        const error = message.message ?? 'unknown error';
        reject(
          new LocalChainError(`local chain failed to start: ${error}`, {
            messageKey: 'localChainFailed',
            messageParams: { error },
          }),
        );
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(
        new LocalChainError(`local chain exited early (code ${code})`, {
          messageKey: 'localChainExited',
          messageParams: { code: String(code) },
        }),
      );
    });
  });
}
