// The one error handler: every failure becomes { errno, errmsg } with the right status; 5xx details stay in the log.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './ApiError.js';
import { errorMessages } from './messages.js';

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
    413: errorMessages.tooLarge,
    415: errorMessages.unsupportedMedia,
    429: errorMessages.tooMany,
    503: errorMessages.unavailable,
  };
  const msg = known[status];
  if (msg) return { status, body: { errno: status, errmsg: msg } };
  if (status >= 400 && status < 500) return { status: 400, body: { errno: 400, errmsg: errorMessages.parameter } };
  return { status: 500, body: { errno: 500, errmsg: errorMessages.server } };
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { status, body } = toErrorBody(error);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ err: { name: error.name, message: error.message }, status }, 'request rejected');
  return reply.status(status).send(body);
}
