import { NULL_ADDRESS } from '@fanout/batch-core';
import type { WalletConfig } from '../config/WalletConfig.js';
import type { PayToken } from '../store/PayToken.js';

/** Stores the pay tokens with the derived `erc20` flag and picks the default one (first `isDefault`, else first). */
export function setPayTokens(config: WalletConfig, tokens: readonly Omit<PayToken, 'erc20'>[]): PayToken[] {
  const payTokens = tokens.map((token) => ({ ...token, erc20: token.address.toLowerCase() !== NULL_ADDRESS }));
  const defaultPayToken = payTokens.find((token) => token.isDefault) ?? payTokens[0] ?? null;
  config.store.setState({ payTokens, defaultPayToken });
  return payTokens;
}
