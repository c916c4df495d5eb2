// The reason behind a refused form, from the API's answer ({ errno, errmsg, field? }) and what was sent.
import { FORM_LIMITS } from './FORM_LIMITS.js';
import type { FormOutcome } from './FormOutcome.js';

export function readFormFailure(
  status: number,
  body: unknown,
  fields: Record<string, string>,
): Exclude<FormOutcome, { ok: true }> {
  if (status === 429) return { ok: false, reason: 'tooMany' };
  if (status === 413) return { ok: false, reason: 'tooLong' };
  if (status >= 500) return { ok: false, reason: 'server' };
  const field =
    typeof body === 'object' && body !== null && typeof (body as { field?: unknown }).field === 'string'
      ? (body as { field: string }).field
      : undefined;
  if (field === undefined) return { ok: false, reason: 'invalid' };
  const limit = FORM_LIMITS[field as keyof typeof FORM_LIMITS] as number | undefined;
  if (limit !== undefined && (fields[field] ?? '').length > limit) return { ok: false, reason: 'tooLong', field };
  if (field === 'email') return { ok: false, reason: 'invalidEmail', field };
  return { ok: false, reason: 'invalid', field };
}
