// Errors Node's HTTP parser raises before Fastify sees a request (header block too large, malformed request, a body
// that does not arrive within REQUEST_TIMEOUT_MS): answered in the API's { errno, errmsg } shape, then closed.
import type { Socket } from 'node:net';
import { errorMessages } from './messages.js';

function answer(err: NodeJS.ErrnoException): { status: number; reason: string; errmsg: string } {
  if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, reason: 'Request Timeout', errmsg: errorMessages.timeout };
  if (err.code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, reason: 'Request Header Fields Too Large', errmsg: errorMessages.headersTooLarge };
  return { status: 400, reason: 'Bad Request', errmsg: errorMessages.parameter };
}

export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, reason, errmsg } = answer(err);
  const body = JSON.stringify({ errno: status, errmsg });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
