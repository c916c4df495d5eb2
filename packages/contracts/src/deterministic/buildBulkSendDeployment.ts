import { AbiCoder, concat, getCreate2Address, isAddress, isHexString, keccak256, ZeroAddress } from 'ethers';
import { BulkSend__factory } from '../typechain-types/factories/contracts/BulkSend__factory.js';
import { BulkSendV3__factory } from '../typechain-types/factories/contracts/v3/BulkSendV3__factory.js';
import type { BulkSendVersion } from '../versions/BULK_SEND_VERSIONS.js';
import { BULK_SEND_DEFAULT_SALT } from './BULK_SEND_DEFAULT_SALT.js';
import { DETERMINISTIC_DEPLOYMENT_PROXY } from './DETERMINISTIC_DEPLOYMENT_PROXY.js';
import { DeterministicDeploymentError } from './DeterministicDeploymentError.js';

/** Parameters of a deterministic BulkSend deployment. */
export interface BulkSendDeploymentParameters {
  /** Fee wallet: receives claimed fees and may change the fee percent. Part of the address. */
  owner: string;
  /** 32-byte salt (0x + 64 hex digits); default `BULK_SEND_DEFAULT_SALT`. Part of the address. */
  salt?: string;
  /** Which BulkSend: 'v2' (default: the version deployed today) or 'v3'. Part of the address (its bytecode). */
  version?: BulkSendVersion;
}

/** Creation code of each version (the owner is appended as the constructor argument). */
const CREATION_CODE: Record<BulkSendVersion, string> = {
  v2: BulkSend__factory.bytecode,
  v3: BulkSendV3__factory.bytecode,
};

/** The transaction that deploys BulkSend through the proxy, and the address it creates. */
export interface BulkSendDeterministicDeployment {
  /** The deterministic-deployment proxy. */
  to: string;
  /** `salt ++ initCode` (BulkSend's creation code with the owner appended). */
  data: string;
  /** Where BulkSend will be: CREATE2(proxy, salt, keccak256(initCode)). */
  address: string;
  owner: string;
  salt: string;
}

/**
 * Builds the proxy call that deploys BulkSend for `owner` (e.g. to estimate its gas and show the cost before a
 * wallet sends it) and the address it will have. Pure: no chain access.
 * @throws DeterministicDeploymentError INVALID_OWNER (not an address, or zero), INVALID_SALT (not 32 bytes)
 */
export function buildBulkSendDeployment({
  owner,
  salt = BULK_SEND_DEFAULT_SALT,
  version = 'v2',
}: BulkSendDeploymentParameters): BulkSendDeterministicDeployment {
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
  const initCode = concat([CREATION_CODE[version], AbiCoder.defaultAbiCoder().encode(['address'], [owner])]);
  const deployment: BulkSendDeterministicDeployment = {
    to: DETERMINISTIC_DEPLOYMENT_PROXY,
    data: concat([salt, initCode]),
    address: getCreate2Address(DETERMINISTIC_DEPLOYMENT_PROXY, salt, keccak256(initCode)),
    owner,
    salt,
  };
  return deployment;
}
