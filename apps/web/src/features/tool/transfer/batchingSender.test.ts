import type { Eip1193Provider } from 'ethers';
import { describe, expect, it } from 'vitest';
import { batchesAtomically } from './batchingSender.js';

const ACCOUNT = '0x00000000000000000000000000000000000000a1';

/** A wallet whose only answer is `wallet_getCapabilities` (or its error), recording what it was asked. */
function wallet(answer: unknown | Error) {
  const asked: unknown[] = [];
  const provider = {
    async request({ method, params }: { method: string; params?: unknown[] }) {
      asked.push([method, params]);
      if (answer instanceof Error) throw answer;
      return answer;
    },
  } as Eip1193Provider;
  return { provider, asked };
}

describe('batchesAtomically (wallet_getCapabilities, EIP-5792)', () => {
  it('asks for the account and the chain (hex), and reads atomic.status of that chain or of "0x0"', async () => {
    const supported = wallet({ '0x89': { atomic: { status: 'supported' } } });
    expect(await batchesAtomically(supported.provider, ACCOUNT, 137)).toBe(true);
    expect(supported.asked).toEqual([['wallet_getCapabilities', [ACCOUNT, ['0x89']]]]);
    expect(await batchesAtomically(wallet({ '0x0': { atomic: { status: 'ready' } } }).provider, ACCOUNT, 137)).toBe(
      true,
    );
    expect(
      await batchesAtomically(wallet({ '0X89': { atomic: { status: 'supported' } } }).provider, ACCOUNT, 137),
    ).toBe(true);
  });

  it('keeps one transaction at a time for "unsupported", another chain, no atomic entry or no method', async () => {
    const no = async (answer: unknown) => batchesAtomically(wallet(answer).provider, ACCOUNT, 137);
    expect(await no({ '0x89': { atomic: { status: 'unsupported' } } })).toBe(false);
    expect(await no({ '0x1': { atomic: { status: 'supported' } } })).toBe(false);
    expect(await no({ '0x89': {} })).toBe(false);
    expect(await no(null)).toBe(false);
    expect(await no(Object.assign(new Error('Method not found'), { code: -32601 }))).toBe(false);
  });
});
