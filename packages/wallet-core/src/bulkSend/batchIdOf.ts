import { NULL_ADDRESS } from '@fanout/batch-core';
import { AbiCoder, keccak256 } from 'ethers';

/** Domain tag of batch ids, so they never collide with another scheme's hashes. */
export const BATCH_ID_DOMAIN = 'fanout.bulk-send.batch.v1';

export type BatchIdParameters = {
  chainId: number;
  bulkSend: string;
  sender: string;
  /** ERC-20 token, or null for the native coin (encoded as the zero address). */
  token: string | null;
  chunkIndex: number;
  /** The chunk's packed words (`amount << 160 | recipient`). */
  words: readonly bigint[];
  /** Payment label, '' by default. */
  label: string;
  /**
   * NFT runs: the standard, which gives the ids their own domain (`fanout.bulk-send.batch.v1.erc721`); `words` are
   * then the chunk's entries as the asset lays them out (`RunAsset.batchWords`). Absent for the native coin and ERC-20.
   */
  standard?: 'erc721' | 'erc1155' | undefined;
};

/**
 * The chunk's batch id: `keccak256(abi.encode(string domain, uint256 chainId, address bulkSend, address sender,
 * address token, uint256 chunkIndex, uint256[] words, string label))`. Nothing random: the same list sent again from
 * any device maps to the same ids, and BulkSend refuses a repeat (`BatchAlreadySent`).
 */
export function batchIdOf(parameters: BatchIdParameters): `0x${string}` {
  return keccak256(
    AbiCoder.defaultAbiCoder().encode(
      ['string', 'uint256', 'address', 'address', 'address', 'uint256', 'uint256[]', 'string'],
      [
        parameters.standard ? `${BATCH_ID_DOMAIN}.${parameters.standard}` : BATCH_ID_DOMAIN,
        parameters.chainId,
        parameters.bulkSend,
        parameters.sender,
        parameters.token ?? NULL_ADDRESS,
        parameters.chunkIndex,
        [...parameters.words],
        parameters.label,
      ],
    ),
  ) as `0x${string}`;
}
