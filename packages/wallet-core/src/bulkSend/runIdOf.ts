import { NULL_ADDRESS } from '@fanout/batch-core';
import { AbiCoder, keccak256 } from 'ethers';

/** Domain tag of run ids. */
export const RUN_ID_DOMAIN = 'fanout.bulk-send.run.v1';

/**
 * A run's id: `keccak256(abi.encode(string domain, uint256 chainId, address bulkSend, address sender, address token,
 * string label, bytes32[] batchIds))`. The same list, token, sender and label give the same id on every device.
 */
export function runIdOf(parameters: {
  chainId: number;
  bulkSend: string;
  sender: string;
  token: string | null;
  label: string;
  batchIds: readonly string[];
}): `0x${string}` {
  return keccak256(
    AbiCoder.defaultAbiCoder().encode(
      ['string', 'uint256', 'address', 'address', 'address', 'string', 'bytes32[]'],
      [
        RUN_ID_DOMAIN,
        parameters.chainId,
        parameters.bulkSend,
        parameters.sender,
        parameters.token ?? NULL_ADDRESS,
        parameters.label,
        [...parameters.batchIds],
      ],
    ),
  ) as `0x${string}`;
}
