import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as main from './index.js';
import * as messages from './messages/index.js';
import * as safeApps from './safeApps/index.js';
import * as session from './session/index.js';
import * as transactions from './transactions/index.js';

const SRC = dirname(fileURLToPath(import.meta.url));

/** Every non-test source file with the relative files it imports (type-only imports included). */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const files = (readdirSync(SRC, { recursive: true }) as string[]).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  for (const file of files) {
    const text = readFileSync(join(SRC, file), 'utf8');
    const targets = [...text.matchAll(/from '(\.{1,2}\/[^']+)\.js'/g)].map((match) =>
      relative(SRC, resolve(SRC, dirname(file), `${match[1]}.ts`)),
    );
    graph.set(file, targets);
  }
  return graph;
}

describe('entry points', () => {
  it('the main entry holds the session; single-transaction helpers and the contract list are on their subpaths', () => {
    for (const name of ['createWalletConfig', 'connect', 'reconnect', 'login', 'logout', 'setActiveChain']) {
      expect(main).toHaveProperty(name);
    }
    for (const name of ['approve', 'onAccountsChanged', 'loadContractList']) {
      expect(main).not.toHaveProperty(name);
    }
    expect(Object.keys(session)).toEqual(expect.arrayContaining(['loadContractList', 'loadWhitelist']));
    expect(Object.keys(transactions)).toEqual(expect.arrayContaining(['approve', 'readAllowance', 'waitForReceipt']));
  });

  it('the safe-apps subpath holds the Safe App path (detection, proposals), none of it in main or bulk-send', () => {
    for (const name of [
      'detectSafeApp',
      'proposeSafeRun',
      'proposeSafeTransactions',
      'safeAppProvider',
      'safeAppSender',
    ]) {
      expect(safeApps).toHaveProperty(name);
      expect(main).not.toHaveProperty(name);
    }
  });

  it('the messages subpath is the plain catalogue (i18next resources) and its proper nouns; errors map to it in main', () => {
    expect(Object.keys(messages).sort()).toEqual(['WALLET_CORE_PROPER_NOUNS', 'walletCoreMessages']);
    expect(Object.keys(messages.walletCoreMessages).sort()).toEqual(['chs', 'en']);
    for (const name of ['userMessageOf', 'userTextOf']) expect(main).toHaveProperty(name);
    expect(main).not.toHaveProperty('walletCoreMessages');
  });

  it('has no circular import, and the wallet-event handlers never reach connect', () => {
    const graph = importGraph();
    const cycles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, path: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        cycles.push([...path.slice(path.indexOf(file)), file].join(' → '));
        return;
      }
      state.set(file, 'open');
      for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
      state.set(file, 'done');
    };
    for (const file of graph.keys()) visit(file, []);
    expect(cycles).toEqual([]);
    const reached = new Set<string>();
    const walk = (file: string) => {
      if (reached.has(file)) return;
      reached.add(file);
      for (const next of graph.get(file) ?? []) walk(next);
    };
    walk(join('events', 'createWalletEventListeners.ts'));
    expect([...reached].filter((file) => file.startsWith(`connect${'/'}`))).toEqual([]);
  });
});
