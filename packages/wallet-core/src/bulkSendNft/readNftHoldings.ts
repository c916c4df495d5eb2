import { getAddress } from 'ethers';
import type { BulkSendRun, RunLine } from '../bulkSend/BulkSendRun.js';
import { NFT_INTERFACE_IDS } from '../bulkSend/NFT_INTERFACE_IDS.js';
import type { NotHeldLine } from '../bulkSend/NotHeldLine.js';
import type { AssetHoldings } from '../bulkSend/RunAsset.js';
import { rpc } from '../bulkSend/rpc.js';
import type { Eip1193Provider } from '../provider/Eip1193Provider.js';
import { hexToBigInt } from '../provider/hexToBigInt.js';
import { mapLimit } from './mapLimit.js';
import { nftInterface } from './nftInterface.js';
import { readCannotReceive } from './readCannotReceive.js';

/**
 * The sender's holdings behind NFT `lines`, read from the run's chain: code, ERC-165, `isApprovedForAll(sender,
 * BulkSend)`, and per line `ownerOf(id)` (ERC-721) or `balanceOf(sender, id)` shared out over the lines of each id in
 * list order (ERC-1155). A line the sender does not hold (enough of) is in `notHeld`, named by its list line; a line
 * whose recipient contract would refuse its token (readCannotReceive) is in `cannotReceive`.
 */
export async function readNftHoldings(
  config: { reader: Eip1193Provider },
  run: BulkSendRun,
  standard: 'erc721' | 'erc1155',
  lines: readonly RunLine[],
): Promise<AssetHoldings> {
  const token = run.token ?? '';
  const call = async (fragment: string, args: unknown[]) => {
    const data = nftInterface.encodeFunctionData(fragment, args);
    const out = await rpc<string>(config.reader, 'eth_call', [{ to: token, data }, 'latest']);
    return nftInterface.decodeFunctionResult(fragment, out)[0] as unknown;
  };
  const [code, nativeHex] = await Promise.all([
    rpc<string>(config.reader, 'eth_getCode', [token, 'latest']),
    rpc<string>(config.reader, 'eth_getBalance', [run.sender, 'latest']),
  ]);
  const nativeBalance = hexToBigInt(nativeHex);
  const none = { balance: 0n, allowance: 0n, decimals: undefined, nativeBalance };
  if (!code || code === '0x') return { hasCode: false, standardOk: false, approvedForAll: false, notHeld: [], ...none };
  const [standardOk, approvedForAll] = await Promise.all([
    call('supportsInterface', [NFT_INTERFACE_IDS[standard]]).then(
      (answer) => answer === true,
      () => false,
    ),
    call('isApprovedForAll', [run.sender, run.bulkSend]).then(
      (answer) => answer === true,
      () => false,
    ),
  ]);
  if (!standardOk) return { hasCode: true, standardOk, approvedForAll, notHeld: [], ...none };

  // Recipient contracts that would refuse their token, read beside the holdings.
  const receiving = readCannotReceive(config, run, standard, lines);
  const notHeld: NotHeldLine[] = [];
  let balance = 0n;
  if (standard === 'erc721') {
    const owners = await mapLimit(lines, (line) =>
      call('ownerOf', [line.tokenId ?? 0n]).then(
        (owner) => getAddress(String(owner)) as `0x${string}`,
        () => null,
      ),
    );
    lines.forEach((line, i) => {
      const owner = owners[i] ?? null;
      if (owner?.toLowerCase() === run.sender.toLowerCase()) balance += 1n;
      else notHeld.push({ line: line.line, tokenId: line.tokenId ?? 0n, amount: line.amount, held: 0n, owner });
    });
  } else {
    const ids = [...new Set(lines.map((line) => line.tokenId ?? 0n))];
    const balances = await mapLimit(ids, (id) => call('balanceOf', [run.sender, id]) as Promise<bigint>);
    const left = new Map(ids.map((id, i) => [id, balances[i] ?? 0n]));
    for (const line of lines) {
      const id = line.tokenId ?? 0n;
      const held = left.get(id) ?? 0n;
      if (held < line.amount) notHeld.push({ line: line.line, tokenId: id, amount: line.amount, held });
      else balance += line.amount;
      left.set(id, held >= line.amount ? held - line.amount : 0n);
    }
  }
  return {
    hasCode: true,
    standardOk,
    approvedForAll,
    notHeld,
    cannotReceive: await receiving,
    balance,
    allowance: 0n,
    decimals: undefined,
    nativeBalance,
  };
}
