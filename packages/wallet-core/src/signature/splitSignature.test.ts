import { Signature, Wallet } from 'ethers';
import { describe, expect, it } from 'vitest';
import { InvalidSignatureError } from '../errors/InvalidSignatureError.js';
import { splitSignature } from './splitSignature.js';

describe('splitSignature', () => {
  it('splits like ethers Signature.from', async () => {
    const signature = await new Wallet(`0x${'0'.repeat(63)}1`).signMessage('order');
    const ours = splitSignature(signature);
    const theirs = Signature.from(signature);
    expect(ours).toEqual({ r: theirs.r, s: theirs.s, v: theirs.v });
  });

  it("rejects v not 27/28 with 'Invalid signature'", () => {
    const base = `0x${'11'.repeat(32)}${'22'.repeat(32)}`;
    expect(splitSignature(`${base}1b`).v).toBe(27);
    expect(splitSignature(`${base}1c`).v).toBe(28);
    expect(() => splitSignature(`${base}00`)).toThrow(InvalidSignatureError);
    expect(() => splitSignature(`${base}26`)).toThrow('Invalid signature');
    expect(() => splitSignature(base)).toThrow(InvalidSignatureError);
  });
});
