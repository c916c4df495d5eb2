import { LOG_READ_ERRORS } from './LOG_READ_ERRORS.js';

/** Which of `LOG_READ_ERRORS` an `eth_getLogs` failure is, or null for another failure (network, rate limit…). */
export function logReadErrorKind(error: unknown): 'rateLimited' | 'range' | 'pruned' | null {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' ? message.toLowerCase() : '';
  for (const kind of ['rateLimited', 'pruned', 'range'] as const) {
    const known = LOG_READ_ERRORS[kind];
    if (known.messages.some((m) => text.includes(m))) return kind;
    if (typeof code === 'number' && (known.codes as readonly number[]).includes(code)) return kind;
  }
  return null;
}
