import { Interface } from 'ethers';

/**
 * What the engine calls on ERC-721 and ERC-1155 contracts: ERC-165, holdings (`ownerOf`, `balanceOf(account, id)`),
 * the operator approval, and the optional metadata names.
 */
export const nftInterface = new Interface([
  view('supportsInterface', [['interfaceId', 'bytes4']], 'bool'),
  view('ownerOf', [['tokenId', 'uint256']], 'address'),
  view(
    'balanceOf',
    [
      ['account', 'address'],
      ['id', 'uint256'],
    ],
    'uint256',
  ),
  view(
    'isApprovedForAll',
    [
      ['account', 'address'],
      ['operator', 'address'],
    ],
    'bool',
  ),
  {
    type: 'function',
    name: 'setApprovalForAll',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'operator', type: 'address' },
      { name: 'approved', type: 'bool' },
    ],
    outputs: [],
  },
  view('name', [], 'string'),
  view('symbol', [], 'string'),
]);

/** A view function's JSON ABI entry (JSON, not human-readable strings: ethers' signature parser stays out of the bundle). */
function view(name: string, inputs: [string, string][], output: string) {
  return {
    type: 'function',
    name,
    stateMutability: 'view',
    inputs: inputs.map(([input, type]) => ({ name: input, type })),
    outputs: [{ name: '', type: output }],
  };
}
