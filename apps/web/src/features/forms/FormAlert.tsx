// The form's alert: hidden at start, then green success or red error (SPEC §4, §8).
import { useTranslation } from 'react-i18next';
import type { FormStatus } from './FormStatus.js';

interface FormAlertProps {
  status: FormStatus;
}

export function FormAlert({ status }: FormAlertProps) {
  const { t } = useTranslation();
  if (status === 'success')
    return (
      <div className="alert alert-success" role="status">
        {t('contact.success')}
      </div>
    );
  if (status === 'error')
    return (
      <div className="alert alert-danger" role="alert">
        {t('contact.error')}
      </div>
    );
  return null;
}
