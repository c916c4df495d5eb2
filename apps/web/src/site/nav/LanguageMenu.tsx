// Language menu (chs, en): switches instantly, keeps the choice under `lang`.
import { LANGUAGES } from '../../i18n/Language.js';
import { useLanguageStore } from '../../i18n/useLanguageStore.js';
import { useSiteText } from '../siteText.js';
import './LanguageMenu.css';

export function LanguageMenu() {
  const t = useSiteText();
  const language = useLanguageStore((s) => s.language);
  const setLanguage = useLanguageStore((s) => s.setLanguage);
  return (
    <fieldset className="language-menu">
      <legend className="visually-hidden">{t('nav.language')}</legend>
      {[...LANGUAGES].reverse().map((code) => (
        <button
          key={code}
          type="button"
          lang={code === 'chs' ? 'zh-Hans' : 'en'}
          aria-pressed={language === code}
          onClick={() => void setLanguage(code)}
        >
          {t(`lang.${code}`)}
        </button>
      ))}
    </fieldset>
  );
}
