import type { Eip1193Provider } from './Eip1193Provider.js';

/** Whether a value injected by a wallet looks like an EIP-1193 provider (has a `request` function). */
export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return typeof value === 'object' && value !== null && typeof (value as Eip1193Provider).request === 'function';
}
