import { isTokenAddressCandidate } from '@fanout/batch-core';
import { decodeString } from '../abi/decodeString.js';
import { erc20Calls } from '../abi/erc20Calls.js';
import type { WalletConfig } from '../config/WalletConfig.js';
import { InvalidParameterError } from '../errors/InvalidParameterError.js';
import { hexToBigInt } from '../provider/hexToBigInt.js';
import { ethCall } from './ethCall.js';
import { ownerOrConnected } from './ownerOrConnected.js';
import type { TokenInfo } from './TokenInfo.js';

/**
 * Symbol, balance of `owner` (default: the connected account) and decimals of an ERC-20 token.
 * Only looked up for an entry of at least 32 characters starting with 0x.
 */
export async function getTokenInfo(
  config: WalletConfig,
  parameters: { token: string; owner?: string },
): Promise<TokenInfo> {
  const token = parameters.token.trim();
  if (!isTokenAddressCandidate(token)) {
    throw new InvalidParameterError('token', 'a token address has at least 32 characters and starts with 0x');
  }
  const owner = ownerOrConnected(config, parameters.owner);
  const [symbol, balance, decimals] = await Promise.all([
    ethCall(config, token, erc20Calls.symbol()),
    ethCall(config, token, erc20Calls.balanceOf(owner)),
    ethCall(config, token, erc20Calls.decimals()),
  ]);
  if (decimals === '0x') throw new InvalidParameterError('token', `no token contract at ${token}`);
  return { symbol: decodeString(symbol), balance: hexToBigInt(balance), decimals: Number(hexToBigInt(decimals)) };
}
