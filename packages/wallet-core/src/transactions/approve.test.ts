// The session's single approval and allowance read are the engine's (issue 28): the same calldata as erc20Asset's
// approval, the same code check (an address without code is refused, named, before the wallet is asked), on the local
// chain and read back from it.
import { describe, expect, it } from 'vitest';
import { freshAddresses, useEngineChain } from '../../test/engineChain.js';
import { testSession } from '../../test/testSession.js';
import type { BulkSendRun } from '../bulkSend/BulkSendRun.js';
import { erc20Interface } from '../bulkSend/contractInterfaces.js';
import { erc20Asset } from '../bulkSend/erc20Asset.js';
import { NotATokenError } from '../errors/NotATokenError.js';
import type { Eip1193Provider } from '../provider/Eip1193Provider.js';
import { approve } from './approve.js';
import { readAllowance } from './readAllowance.js';
import { waitForReceipt } from './waitForReceipt.js';

const env = useEngineChain();
const owner = () => env.chain.accounts[1]?.address as `0x${string}`;

function connected() {
  const sent: { to: string; data: string }[] = [];
  const provider: Eip1193Provider = {
    request: async (args) => {
      if (args.method === 'eth_sendTransaction') sent.push((args.params as { to: string; data: string }[])[0] as never);
      return env.rpc.request(args);
    },
  };
  const { config } = testSession({});
  config.store.setState((state) => ({
    connected: true,
    web3: { ...state.web3, instance: provider, address: owner() },
  }));
  return { config, sent };
}

describe('approve and readAllowance (transactions entry)', () => {
  it("approves with the engine's calldata and reads the allowance back from the chain", async () => {
    const { config, sent } = connected();
    const spender = env.chain.bulkSend;
    const hash = await approve(config, { token: env.chain.demoToken, spender, amount: 1_234_567n });
    expect((await waitForReceipt(config, hash, { pollMs: 20 })).success).toBe(true);
    expect(await readAllowance(config, { token: env.chain.demoToken, spender })).toBe(1_234_567n);
    expect(await env.allowance(owner(), spender)).toBe(1_234_567n);
    const engineData = erc20Asset.approvalData({ bulkSend: spender } as BulkSendRun, {
      kind: 'approve',
      amount: 1_234_567n,
    });
    expect(sent.map((tx) => tx.data)).toEqual([engineData]);
    expect(engineData).toBe(erc20Interface.encodeFunctionData('approve', [spender, 1_234_567n]));
  });

  it('refuses an address without code before the wallet is asked (NotATokenError with its messageKey)', async () => {
    const { config, sent } = connected();
    const noCode = freshAddresses(1, 81)[0] as string;
    const error = await approve(config, { token: noCode, spender: env.chain.bulkSend, amount: 1n }).catch((e) => e);
    expect(error).toBeInstanceOf(NotATokenError);
    expect(error).toMatchObject({ messageKey: 'notAToken', messageParams: { address: noCode } });
    expect(sent).toEqual([]);
  });
});
