// The form's alert: hidden at start, then green success or red error (SPEC §4, §8).
import { Alert } from '@fanout/ui';
import { useTranslation } from 'react-i18next';
import type { FormStatus } from './FormStatus.js';

interface FormAlertProps {
  status: FormStatus;
}

export function FormAlert({ status }: FormAlertProps) {
  const { t } = useTranslation();
  if (status === 'success') return <Alert tone="success">{t('contact.success')}</Alert>;
  if (status === 'error') return <Alert tone="danger">{t('contact.error')}</Alert>;
  return null;
}
