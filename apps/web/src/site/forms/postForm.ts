// Post fields as form data (application/x-www-form-urlencoded); HTTP 200 is success, anything else says why not.
import type { FormOutcome } from './FormOutcome.js';
import { readFormFailure } from './readFormFailure.js';

export async function postForm(url: string, fields: Record<string, string>): Promise<FormOutcome> {
  let response: Response;
  try {
    // Resolved against the document, so it also works when the page sets a <base>.
    response = await fetch(new URL(url, document.baseURI), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  } catch {
    // No answer at all: the visitor is offline or the server cannot be reached.
    return { ok: false, reason: 'offline' };
  }
  if (response.status === 200) return { ok: true };
  const body: unknown = await response.json().catch(() => undefined);
  return readFormFailure(response.status, body, fields);
}
