import { bulkSendAbi, bulkSendV3Abi, erc20Abi } from '@fanout/contracts';
import { Interface } from 'ethers';
import { describe, expect, it } from 'vitest';
import { bulkSendV3Interface, erc20ErrorsInterface } from './contractInterfaces.js';

const signatures = (iface: Interface) => iface.fragments.map((fragment) => fragment.format('full')).sort();

describe('the ERC-20 errors the engine names', () => {
  it("are exactly the generated ERC-20 ABI's error fragments", () => {
    const generated = new Interface(erc20Abi.filter((item) => item.type === 'error'));
    expect(signatures(erc20ErrorsInterface)).toEqual(signatures(generated));
  });
});

describe("BulkSend v3's fragments", () => {
  it("are exactly the functions and errors of the generated v3 ABI that v2's ABI lacks", () => {
    const v2 = new Set(
      new Interface(bulkSendAbi).fragments
        .filter((fragment) => fragment.type === 'function' || fragment.type === 'error')
        .map((fragment) => fragment.format('sighash')),
    );
    const v3 = new Interface(bulkSendV3Abi);
    const added = new Interface(
      v3.fragments.filter(
        (fragment) =>
          (fragment.type === 'function' || fragment.type === 'error') &&
          !v2.has(fragment.format('sighash')) &&
          // The owner's NFT claims: the engine never calls them.
          !['claimErc721', 'claimErc1155', 'NftClaimed'].includes((fragment as { name?: string }).name ?? ''),
      ),
    );
    expect(signatures(bulkSendV3Interface)).toEqual(signatures(added));
  });
});
