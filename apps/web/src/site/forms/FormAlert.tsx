// The form's alert: hidden at start, then green success or red error naming the reason (SPEC §4, issue #23).
import { Alert } from '@fanout/ui';
import { FORM_LIMITS } from './FORM_LIMITS.js';
import type { FormOutcome } from './FormOutcome.js';
import type { FormStatus } from './FormStatus.js';
import { useFormsText } from './formsText.js';

interface FormAlertProps {
  status: FormStatus;
  outcome: FormOutcome | null;
  /** The visible label of each field, to name the one the server refused. */
  labels: Record<string, string>;
}

export function FormAlert({ status, outcome, labels }: FormAlertProps) {
  const t = useFormsText();
  if (status === 'success') return <Alert tone="success">{t('alert.success')}</Alert>;
  if (status !== 'error' || !outcome || outcome.ok) return null;
  const field = outcome.field === undefined ? undefined : (labels[outcome.field] ?? outcome.field);
  const max = FORM_LIMITS[outcome.field as keyof typeof FORM_LIMITS] as number | undefined;
  const text = (() => {
    switch (outcome.reason) {
      case 'invalidEmail':
        return t('refusal.email');
      case 'tooLong':
        return field !== undefined && max !== undefined
          ? t('refusal.tooLongField', { field, max })
          : t('refusal.tooLong');
      case 'tooMany':
        return t('refusal.tooMany');
      case 'server':
        return t('refusal.server');
      case 'offline':
        return t('refusal.offline');
      default:
        return field !== undefined ? t('refusal.invalidField', { field }) : t('refusal.invalid');
    }
  })();
  return <Alert tone="danger">{text}</Alert>;
}
