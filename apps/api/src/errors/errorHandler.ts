// The one error handler: every failure becomes { errno, errmsg } with the right status; 5xx details stay in the log.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/isDatabaseUnavailable.js';
import { ApiError } from './ApiError.js';
import { logSafeError } from './logSafeError.js';
import { errorMessages } from './messages.js';
import { ServiceUnavailableError } from './ServiceUnavailableError.js';

export interface ErrorBody {
  errno: number;
  errmsg: string;
  [detail: string]: string | number;
}

function validationField(error: FastifyError): string | undefined {
  const first = error.validation?.[0];
  if (!first) return undefined;
  const missing = (first.params as { missingProperty?: unknown }).missingProperty;
  if (typeof missing === 'string') return missing;
  const path = first.instancePath.replace(/^\//, '').split('/')[0];
  return path || undefined;
}

export function toErrorBody(error: FastifyError | Error): { status: number; body: ErrorBody } {
  if (error instanceof ApiError) {
    return { status: error.statusCode, body: { errno: error.errno, errmsg: error.message, ...error.details } };
  }
  const fe = error as FastifyError;
  if (fe.validation) {
    const field = validationField(fe);
    return { status: 400, body: { errno: 400, errmsg: errorMessages.parameter, ...(field ? { field } : {}) } };
  }
  const status = fe.statusCode ?? 500;
  const known: Record<number, string> = {
    404: errorMessages.notFound,
    408: errorMessages.timeout,
    413: errorMessages.tooLarge,
    415: errorMessages.unsupportedMedia,
    429: errorMessages.tooMany,
    431: errorMessages.headersTooLarge,
    503: errorMessages.unavailable,
  };
  const msg = known[status];
  if (msg) return { status, body: { errno: status, errmsg: msg } };
  if (status >= 400 && status < 500) return { status: 400, body: { errno: 400, errmsg: errorMessages.parameter } };
  return { status: 500, body: { errno: 500, errmsg: errorMessages.server } };
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  // A statement the database did not answer in time (the client-side bound on a hung or lost server) or a lost
  // connection: the request may be retried, as a post's is (Retry-After), not a server fault.
  if (!(error instanceof ApiError) && error.statusCode === undefined && isDatabaseUnavailable(error)) {
    request.log.warn({ err: logSafeError(error) }, 'database unavailable');
    return errorHandler(
      new ServiceUnavailableError(request.server.config.limits.retryAfterSeconds) as unknown as FastifyError,
      request,
      reply,
    );
  }
  const { status, body } = toErrorBody(error);
  // Never the error object itself: a failed statement's error carries the visitor's values.
  if (status >= 500 && status !== 503) request.log.error({ err: logSafeError(error) }, 'request failed');
  // Name and code only: a JSON syntax error's message quotes the start of the body (a visitor's words).
  else request.log.info({ err: { name: error.name, code: (error as FastifyError).code }, status }, 'request rejected');
  if (error instanceof ServiceUnavailableError) reply.header('retry-after', String(error.retryAfterSeconds));
  return reply.status(status).send(body);
}
