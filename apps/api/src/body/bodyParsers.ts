// Request body parsers: JSON (Fastify's own, with prototype-poisoning protection) that also refuses duplicate keys,
// form-urlencoded (registered in app.ts), and nothing else: text/plain and any other type get 415.
import type { FastifyInstance } from 'fastify';
import { ParameterError } from '../errors/ParameterError.js';
import { findDuplicateKey } from './findDuplicateKey.js';

export function bodyParsers(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (err, value) => {
      if (err) return done(err, undefined);
      const duplicate = findDuplicateKey(body as string);
      if (duplicate !== undefined) return done(new ParameterError(duplicate.slice(0, 64)), undefined);
      done(null, value);
    });
  });
}
