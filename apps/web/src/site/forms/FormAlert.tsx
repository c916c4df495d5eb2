// The form's alert: hidden at start, then green success or red error naming the reason (SPEC §4, issue #23).
import { Alert } from '@fanout/ui';
import { useTranslation } from 'react-i18next';
import { FORM_LIMITS } from './FORM_LIMITS.js';
import type { FormOutcome } from './FormOutcome.js';
import type { FormStatus } from './FormStatus.js';

interface FormAlertProps {
  status: FormStatus;
  outcome: FormOutcome | null;
  /** The visible label of each field, to name the one the server refused. */
  labels: Record<string, string>;
}

export function FormAlert({ status, outcome, labels }: FormAlertProps) {
  const { t } = useTranslation();
  if (status === 'success') return <Alert tone="success">{t('contact.success')}</Alert>;
  if (status !== 'error' || !outcome || outcome.ok) return null;
  const field = outcome.field === undefined ? undefined : (labels[outcome.field] ?? outcome.field);
  const max = FORM_LIMITS[outcome.field as keyof typeof FORM_LIMITS] as number | undefined;
  const text = (() => {
    switch (outcome.reason) {
      case 'invalidEmail':
        return t('formError.email');
      case 'tooLong':
        return field !== undefined && max !== undefined
          ? t('formError.tooLongField', { field, max })
          : t('formError.tooLong');
      case 'tooMany':
        return t('formError.tooMany');
      case 'server':
        return t('formError.server');
      case 'offline':
        return t('formError.offline');
      default:
        return field !== undefined ? t('formError.invalidField', { field }) : t('formError.invalid');
    }
  })();
  return <Alert tone="danger">{text}</Alert>;
}
