import { AbiCoder, keccak256, toBeHex } from 'ethers';
import { describe, expect, it } from 'vitest';
import { batchIdTagOf } from './batchIdTagOf.js';
import { bindBatchId } from './bindBatchId.js';
import { isBatchIdFor } from './isBatchIdFor.js';

// The contract side of the rule (the same values accepted and refused on chain) is test/BulkSendV3.test.ts.
describe('the v3 batch id rule', () => {
  const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
  const bob = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
  const content = keccak256('0x1234');

  it('tags an id with the top 16 bytes of keccak256(abi.encode(chainId, sender)) and keeps the content’s low 16', () => {
    const hash = keccak256(AbiCoder.defaultAbiCoder().encode(['uint256', 'address'], [137n, alice]));
    expect(toBeHex(batchIdTagOf(137, alice), 16)).toBe(hash.slice(0, 34));
    const id = bindBatchId(137n, alice, content);
    expect(id).toBe(`${hash.slice(0, 34)}${content.slice(34)}`);
    expect(id).toMatch(/^0x[0-9a-f]{64}$/);
    expect(bindBatchId(137, alice, BigInt(content))).toBe(id);
  });

  it('an id is for one sender on one chain', () => {
    const id = bindBatchId(137, alice, content);
    expect(isBatchIdFor(id, 137, alice)).toBe(true);
    expect(isBatchIdFor(id, 137, alice.toLowerCase())).toBe(true);
    expect(isBatchIdFor(id, 137, bob)).toBe(false);
    expect(isBatchIdFor(id, 80_002, alice)).toBe(false);
    expect(isBatchIdFor(content, 137, alice)).toBe(false);
  });
});
