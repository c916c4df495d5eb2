// Deploys the contracts package's OpenZeppelin ERC-721 / ERC-1155 (BenchErc721 / BenchErc1155, built with
// @fanout/contracts: its artifacts/) on the engine's chain, and reads holdings back for the NFT engine tests.
import { readFileSync } from 'node:fs';
import { Interface } from 'ethers';
import type { Eip1193Provider } from '../src/provider/Eip1193Provider.js';

const artifact = (name: 'BenchErc721' | 'BenchErc1155' | 'NftWallet') =>
  JSON.parse(
    readFileSync(
      new URL(
        `../../contracts/artifacts/contracts/${name === 'NftWallet' ? 'mocks' : 'bench'}/${name}.sol/${name}.json`,
        import.meta.url,
      ),
      'utf8',
    ),
  ) as { abi: unknown[]; bytecode: string };

export const erc721 = new Interface(artifact('BenchErc721').abi as never);
export const erc1155 = new Interface(artifact('BenchErc1155').abi as never);

async function send(rpc: Eip1193Provider, from: string, to: string | undefined, data: string): Promise<string> {
  const hash = (await rpc.request({
    method: 'eth_sendTransaction',
    params: [{ from, ...(to ? { to } : {}), data }],
  })) as string;
  const receipt = (await rpc.request({ method: 'eth_getTransactionReceipt', params: [hash] })) as {
    contractAddress: string | null;
    status: string;
  };
  if (receipt.status !== '0x1') throw new Error(`transaction ${hash} reverted`);
  return receipt.contractAddress ?? hash;
}

/** Deploys an ERC-721 ("Bench NFT", BNFT) or an ERC-1155 from `from`; returns its address. */
export function deployNft(rpc: Eip1193Provider, from: string, standard: 'erc721' | 'erc1155'): Promise<string> {
  return send(rpc, from, undefined, artifact(standard === 'erc721' ? 'BenchErc721' : 'BenchErc1155').bytecode);
}

export const nftWallet = new Interface(artifact('NftWallet').abi as never);

/** A contract that accepts NFTs (its receiver hooks answer as the standards ask). */
export function deployNftWallet(rpc: Eip1193Provider, from: string): Promise<string> {
  return send(rpc, from, undefined, artifact('NftWallet').bytecode);
}

/** A contract that can hold NFTs and, after `reject()`, refuses every one (its receiver hooks revert). */
export async function deployRejectingWallet(rpc: Eip1193Provider, from: string): Promise<string> {
  const wallet = await deployNftWallet(rpc, from);
  await send(rpc, from, wallet, nftWallet.encodeFunctionData('reject', []));
  return wallet;
}

/** ERC-721: mints ids `firstId` … `firstId + count - 1` to `to`. */
export function mint721(rpc: Eip1193Provider, from: string, token: string, to: string, firstId: bigint, count = 1) {
  return send(rpc, from, token, erc721.encodeFunctionData('mint', [to, firstId, count]));
}

/** ERC-1155: mints `amount` of each id `firstId` … `firstId + count - 1` to `to`. */
export function mint1155(
  rpc: Eip1193Provider,
  from: string,
  token: string,
  to: string,
  firstId: bigint,
  count: number,
  amount: bigint,
) {
  return send(rpc, from, token, erc1155.encodeFunctionData('mint', [to, firstId, count, amount]));
}

async function call(rpc: Eip1193Provider, to: string, data: string): Promise<string> {
  return (await rpc.request({ method: 'eth_call', params: [{ to, data }, 'latest'] })) as string;
}

export async function ownerOf(rpc: Eip1193Provider, token: string, id: bigint): Promise<string> {
  const out = await call(rpc, token, erc721.encodeFunctionData('ownerOf', [id]));
  return String(erc721.decodeFunctionResult('ownerOf', out)[0]).toLowerCase();
}

export async function balance1155(rpc: Eip1193Provider, token: string, owner: string, id: bigint): Promise<bigint> {
  return BigInt(await call(rpc, token, erc1155.encodeFunctionData('balanceOf', [owner, id])));
}

export async function approvedForAll(rpc: Eip1193Provider, token: string, owner: string, operator: string) {
  const out = await call(rpc, token, erc721.encodeFunctionData('isApprovedForAll', [owner, operator]));
  return BigInt(out) === 1n;
}

/** Sends `data` to `to` from `from` (e.g. a transfer of a token the sender no longer holds afterwards). */
export function transact(rpc: Eip1193Provider, from: string, to: string, data: string): Promise<string> {
  return send(rpc, from, to, data);
}
