import { AbiCoder, concat, getCreate2Address, isAddress, isHexString, keccak256, ZeroAddress } from 'ethers';
import { BULK_SEND_DEFAULT_SALT } from './BULK_SEND_DEFAULT_SALT.js';
import type { BulkSendDeploymentParameters } from './BulkSendDeploymentParameters.js';
import type { BulkSendDeterministicDeployment } from './BulkSendDeterministicDeployment.js';
import { DETERMINISTIC_DEPLOYMENT_PROXY } from './DETERMINISTIC_DEPLOYMENT_PROXY.js';
import { DeterministicDeploymentError } from './DeterministicDeploymentError.js';

/**
 * The proxy call that deploys the contract whose creation code is `creationCode` (a BulkSend version) for `owner`,
 * and the address it will have. Each version's builder passes its own factory's bytecode, so a bundle that builds
 * only v2's deployment does not carry v3's bytecode. Pure: no chain access.
 * @throws DeterministicDeploymentError INVALID_OWNER (not an address, or zero), INVALID_SALT (not 32 bytes)
 */
export function deterministicDeploymentOf(
  creationCode: string,
  { owner, salt = BULK_SEND_DEFAULT_SALT }: BulkSendDeploymentParameters,
): BulkSendDeterministicDeployment {
  if (!isAddress(owner) || owner.toLowerCase() === ZeroAddress) {
    throw new DeterministicDeploymentError('INVALID_OWNER', `BulkSend owner must be a non-zero address, got ${owner}`, {
      messageParams: { owner: String(owner) },
    });
  }
  if (!isHexString(salt, 32)) {
    throw new DeterministicDeploymentError('INVALID_SALT', `salt must be 32 bytes (0x + 64 hex digits), got ${salt}`, {
      messageParams: { salt: String(salt) },
    });
  }
  const initCode = concat([creationCode, AbiCoder.defaultAbiCoder().encode(['address'], [owner])]);
  return {
    to: DETERMINISTIC_DEPLOYMENT_PROXY,
    data: concat([salt, initCode]),
    address: getCreate2Address(DETERMINISTIC_DEPLOYMENT_PROXY, salt, keccak256(initCode)),
    owner,
    salt,
  };
}
