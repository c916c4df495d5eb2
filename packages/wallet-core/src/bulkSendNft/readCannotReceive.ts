import { Interface } from 'ethers';
import type { BulkSendRun, RunLine } from '../bulkSend/BulkSendRun.js';
import type { CannotReceiveLine } from '../bulkSend/CannotReceiveLine.js';
import { rpc } from '../bulkSend/rpc.js';
import type { Eip1193Provider } from '../provider/Eip1193Provider.js';
import { mapLimit } from './mapLimit.js';

/** The receiver hooks a token calls on a contract recipient, and the answers that accept (their selectors). */
const hooks = new Interface([
  'function onERC721Received(address operator, address from, uint256 tokenId, bytes data) returns (bytes4)',
  'function onERC1155Received(address operator, address from, uint256 id, uint256 value, bytes data) returns (bytes4)',
]);
const ACCEPT = { erc721: '0x150b7a02', erc1155: '0xf23a6e61' } as const;

/**
 * The lines of an NFT run whose recipient is a contract that would refuse its token, read before anything is signed:
 * each recipient's code (`eth_getCode`), and for one with code the receiver hook the token would call as BulkSend
 * sends it (`onERC721Received(BulkSend, sender, id, "")` / `onERC1155Received(BulkSend, sender, id, amount, "")`,
 * called from the token's address as a static `eth_call`), which must answer its selector. A hook that reverts or
 * answers anything else refuses; an account without code always receives (ERC-721 goes to it by `transferFrom`). A
 * read the node fails without a revert is not counted (the simulation of the chunk still checks it).
 */
export async function readCannotReceive(
  config: { reader: Eip1193Provider },
  run: BulkSendRun,
  standard: 'erc721' | 'erc1155',
  lines: readonly RunLine[],
): Promise<CannotReceiveLine[]> {
  const addresses = [...new Set(lines.map((line) => line.address.toLowerCase()))];
  const codes = await mapLimit(addresses, (address) =>
    rpc<string>(config.reader, 'eth_getCode', [address, 'latest']).catch(() => '0x'),
  );
  const contracts = new Set(addresses.filter((_, i) => (codes[i] ?? '0x') !== '0x'));
  const candidates = lines.filter((line) => contracts.has(line.address.toLowerCase()));
  const refused = await mapLimit(candidates, async (line) => {
    const tokenId = line.tokenId ?? 0n;
    const data =
      standard === 'erc721'
        ? hooks.encodeFunctionData('onERC721Received', [run.bulkSend, run.sender, tokenId, '0x'])
        : hooks.encodeFunctionData('onERC1155Received', [run.bulkSend, run.sender, tokenId, line.amount, '0x']);
    try {
      const out = await rpc<string>(config.reader, 'eth_call', [{ from: run.token, to: line.address, data }, 'latest']);
      return !(out.length >= 66 && out.slice(0, 10).toLowerCase() === ACCEPT[standard]);
    } catch (error) {
      return isRevert(error);
    }
  });
  return candidates.flatMap((line, i) =>
    refused[i] ? [{ line: line.line, address: line.address, tokenId: line.tokenId ?? 0n }] : [],
  );
}

/** Whether a failed `eth_call` is the contract's revert (JSON-RPC code 3 or -32000 "execution reverted", or data). */
function isRevert(error: unknown): boolean {
  const { code, data, message } = (error ?? {}) as { code?: unknown; data?: unknown; message?: unknown };
  return code === 3 || data !== undefined || /revert/i.test(String(message ?? ''));
}
