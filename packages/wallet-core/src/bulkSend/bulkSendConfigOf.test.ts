// One engine config per session (issue 28): the engine made from the session's WalletConfig signs through whichever
// wallet the session has connected, shares its clock, and is made once per session and options. On the local chain:
// a run paid through it ends on the recipients' balances; an approval of an address without code is refused, named,
// before the wallet is asked.
import { describe, expect, it } from 'vitest';
import { freshAddresses, useEngineChain } from '../../test/engineChain.js';
import { testSession } from '../../test/testSession.js';
import type { WalletConfig } from '../config/WalletConfig.js';
import { NotATokenError } from '../errors/NotATokenError.js';
import { NotConnectedError } from '../errors/NotConnectedError.js';
import type { Eip1193Provider } from '../provider/Eip1193Provider.js';
import { approveRun } from './approveRun.js';
import { bulkSendConfigOf } from './bulkSendConfigOf.js';
import { createBulkSendConfig } from './createBulkSendConfig.js';
import { createMemoryRunStorage } from './createMemoryRunStorage.js';
import { planRun } from './planRun.js';
import { sendRun } from './sendRun.js';

const env = useEngineChain();
const sender = () => env.chain.accounts[1]?.address as `0x${string}`;

/** The member's wallet: the node signs for `sender`, which it reports as the selected account; requests counted. */
function wallet() {
  const asked: string[] = [];
  const provider: Eip1193Provider = {
    request: async (args) => {
      asked.push(args.method);
      if (args.method === 'eth_accounts' || args.method === 'eth_requestAccounts') return [sender()];
      return env.rpc.request(args);
    },
  };
  return { provider, asked };
}

function connectSession(config: WalletConfig, provider: Eip1193Provider | null) {
  config.store.setState((state) => ({
    connected: provider !== null,
    web3: { ...state.web3, instance: provider, address: provider ? sender() : null },
  }));
}

const plan = (config: Parameters<typeof planRun>[0], token: string, salt: number) =>
  planRun(config, {
    sender: sender(),
    bulkSend: env.chain.bulkSend,
    token,
    rows: freshAddresses(3, salt).map((address, i) => ({ line: i + 1, address, value: BigInt((i + 1) * 1_000_000) })),
    maxChunkSize: 2,
    symbol: 'DUSD',
    decimals: 6,
  });

describe('bulkSendConfigOf: the engine of a session', () => {
  it('is made once per session and options, and anew for another chain, reader or session', () => {
    const { config: session } = testSession({});
    const storage = createMemoryRunStorage();
    const one = bulkSendConfigOf(session, { chainId: 137, storage });
    expect(bulkSendConfigOf(session, { chainId: 137, storage })).toBe(one);
    expect(bulkSendConfigOf(session, { chainId: 80002, storage })).not.toBe(one);
    expect(bulkSendConfigOf(session, { chainId: 137, storage, reader: env.rpc })).not.toBe(one);
    expect(bulkSendConfigOf(session, { chainId: 137, storage })).toBe(one);
    expect(bulkSendConfigOf(testSession({}).config, { chainId: 137, storage })).not.toBe(one);
    expect(one.now).toBe(session.now);
  });

  it("signs through the session's connected wallet, follows a reconnect, and pays a run exactly", async () => {
    const { config: session } = testSession({});
    const engine = bulkSendConfigOf(session, { chainId: 137, pollIntervalMs: 20, confirmTimeoutMs: 5_000 });
    // Nothing connected: the engine has no provider of its own to fall back on.
    await expect(engine.provider.request({ method: 'eth_chainId' })).rejects.toBeInstanceOf(NotConnectedError);
    const first = wallet();
    connectSession(session, first.provider);
    const run = await plan(engine, env.chain.demoToken, 71);
    const second = wallet();
    connectSession(session, second.provider); // the member reconnected: a new provider object
    const done = await sendRun(engine, { run });
    expect(done.status).toBe('finished');
    expect(second.asked).toContain('eth_sendTransaction');
    expect(first.asked).not.toContain('eth_sendTransaction');
    for (const line of done.lines) expect(await env.tokenBalance(line.address)).toBe(line.amount);
    expect(await env.allowance(sender(), env.chain.bulkSend)).toBe(0n);
  });

  it('refuses to approve an address without code before the wallet is asked (NotATokenError, nothing signed)', async () => {
    const { config: session } = testSession({});
    const { provider, asked } = wallet();
    connectSession(session, provider);
    const engine = bulkSendConfigOf(session, { chainId: 137, pollIntervalMs: 20, confirmTimeoutMs: 5_000 });
    const noCode = freshAddresses(1, 72)[0] as string;
    const run = await plan(engine, noCode, 73);
    const nonce = await env.nonce(sender());
    const error = await approveRun(engine, { run }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NotATokenError);
    expect(error).toMatchObject({
      name: 'NotATokenError',
      messageKey: 'notAToken',
      messageParams: { address: run.token },
    });
    expect(asked).not.toContain('eth_sendTransaction');
    expect(await env.nonce(sender())).toBe(nonce);
    expect(run.approvals).toEqual([]);
    // sendRun stops at the same place: nothing paid, nothing signed.
    await expect(sendRun(engine, { run })).rejects.toBeInstanceOf(NotATokenError);
    expect(asked).not.toContain('eth_sendTransaction');
  });

  it('createBulkSendConfig({ wallet }) is the same engine without the memo; { provider } still works', async () => {
    const { config: session } = testSession({});
    const { provider } = wallet();
    connectSession(session, provider);
    const viaWallet = createBulkSendConfig({ wallet: session });
    expect(Number(await viaWallet.provider.request({ method: 'eth_chainId' }))).toBe(137);
    expect(createBulkSendConfig({ provider }).provider).toBe(provider);
  });
});
