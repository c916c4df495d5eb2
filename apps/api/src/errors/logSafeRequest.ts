// The request as the JSON log shows it (Fastify's default fields), with control and direction-changing characters
// escaped: a Host or URL byte such as 0x9B (a terminal's CSI) must not reach a log reader's terminal raw.
import type { FastifyRequest } from 'fastify';

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is escaped
const unsafe = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\u2028\u2029]/g;

export function logSafe(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  return String(value).replace(unsafe, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function logSafeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: logSafe(request.url),
    version: logSafe(request.headers?.['accept-version']),
    host: logSafe(request.host),
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
