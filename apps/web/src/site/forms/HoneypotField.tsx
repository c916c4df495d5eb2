// A field people never meet: off-screen, out of the tab order and hidden from assistive technology. Form-filling
// bots fill it, and the API then accepts the post without keeping it (apps/api formLimits.honeypotField).
import { useFormsText } from './formsText.js';
import './forms.css';

export const HONEYPOT_FIELD = 'website';

export function HoneypotField() {
  const t = useFormsText();
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label>
        {t('honeypot')}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
