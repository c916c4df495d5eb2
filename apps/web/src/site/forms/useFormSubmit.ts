// Submit a form's fields to an endpoint: disables while sending, clears on success, keeps fields on error.
import { type FormEvent, useState } from 'react';
import type { FormOutcome } from './FormOutcome.js';
import type { FormStatus } from './FormStatus.js';
import { postForm } from './postForm.js';

export function useFormSubmit(endpoint: string, fieldNames: readonly string[]) {
  const [status, setStatus] = useState<FormStatus>('idle');
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const fields: Record<string, string> = {};
    for (const name of fieldNames) fields[name] = String(data.get(name) ?? '');
    setStatus('sending');
    const result = await postForm(endpoint, fields);
    if (result.ok) form.reset();
    setOutcome(result);
    setStatus(result.ok ? 'success' : 'error');
  };
  return { status, outcome, onSubmit };
}
