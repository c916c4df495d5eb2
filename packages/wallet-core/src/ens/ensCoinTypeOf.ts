import { InvalidParameterError } from '../errors/InvalidParameterError.js';

/** SLIP-44's coin type of Ether: the record `addr(node)` reads. */
const ETH_COIN_TYPE = 60;
/** ENSIP-11: an EVM chain's coin type is its chain id with the top bit of 32 set. */
const EVM_COIN_TYPE_BIT = 0x80000000;

/**
 * The ENS coin type of the addresses a chain pays: Ether's (60) on Ethereum mainnet, `0x80000000 | chainId`
 * (ENSIP-11) on any other EVM chain. Never the ETH record for another chain: an account on one chain may be a
 * contract nobody controls on another (a Safe deployed on one chain only).
 */
export function ensCoinTypeOf(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId < 1 || chainId >= EVM_COIN_TYPE_BIT) {
    throw new InvalidParameterError('chainId', `${chainId} is not an EVM chain id below 2^31 (ENSIP-11)`);
  }
  return chainId === 1 ? ETH_COIN_TYPE : (EVM_COIN_TYPE_BIT | chainId) >>> 0;
}
