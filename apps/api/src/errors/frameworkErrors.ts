// Requests Fastify's router refuses before any route runs (a URL that does not decode, such as `/%`): the same
// { errno, errmsg } answer as every other error.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorHandler } from './errorHandler.js';

export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  errorHandler(error, request, reply);
}
