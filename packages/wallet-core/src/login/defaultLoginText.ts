import { InvalidParameterError } from '../errors/InvalidParameterError.js';

/** Parameters of {@link defaultLoginText}. */
export type DefaultLoginTextParameters = {
  /** Host the user signs in to, e.g. `fanout.example` (no scheme, no path). */
  domain: string;
  /** Chain id the session runs on, e.g. 137. */
  chainId: number;
};

const DOMAIN_PATTERN = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * The login text signed before the timestamp. It names the site's domain and chain id, so a signature
 * collected by another site (or for another chain) does not log anyone in here. It ends with a label
 * for the timestamp that {@link loginMessage} appends.
 */
export function defaultLoginText({ domain, chainId }: DefaultLoginTextParameters): string {
  if (typeof domain !== 'string' || !DOMAIN_PATTERN.test(domain)) {
    throw new InvalidParameterError(
      'domain',
      `must be a bare host name (optionally :port), got ${JSON.stringify(domain)}`,
    );
  }
  if (!Number.isSafeInteger(chainId) || chainId <= 0) {
    throw new InvalidParameterError('chainId', `must be a positive integer, got ${chainId}`);
  }
  return [
    `${domain.toLowerCase()} wants you to sign in to Fanout with your wallet.`,
    'Signing proves you own this address. It sends no transaction and costs no gas.',
    '',
    `Domain: ${domain.toLowerCase()}`,
    `Chain ID: ${chainId}`,
    'Issued At (Unix seconds): ',
  ].join('\n');
}
