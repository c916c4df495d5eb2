import { erc20Abi } from '@fanout/contracts';
import { Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import { erc20ErrorsInterface } from './contractInterfaces.js';

describe('the ERC-20 errors the engine names', () => {
  it("are exactly the generated ERC-20 ABI's error fragments", () => {
    const generated = new Interface(erc20Abi.filter((item) => item.type === 'error'));
    const signatures = (iface: Interface) => iface.fragments.map((fragment) => fragment.format('full')).sort();
    expect(signatures(erc20ErrorsInterface)).toEqual(signatures(generated));
  });
});
