// Login, Sign-up and Reset: static forms with no submit behaviour (SPEC §2, §5); each says it is an example and its
// fields and button are disabled.
import { Button, Checkbox, Input, SocialButtons } from '@fanout/ui';
import { Link } from 'react-router';
import { PageHeader } from '../../site/blocks/PageHeader.js';
import { useSiteText } from '../../site/siteText.js';
import { usePagesText } from './pagesText.js';
import '../../site/blocks/layout.css';
import '../../site/blocks/section.css';
import '../../site/forms/forms.css';

type AuthKind = 'login' | 'signUp' | 'reset';

const TITLES = { login: 'meta.login', signUp: 'meta.signUp', reset: 'meta.reset' } as const;
const HEADINGS = { login: 'auth.loginTitle', signUp: 'auth.signUpTitle', reset: 'auth.resetTitle' } as const;
const ACTIONS = { login: 'auth.login', signUp: 'auth.signUp', reset: 'auth.reset' } as const;

export function AuthPage({ kind }: { kind: AuthKind }) {
  const ts = useSiteText();
  const t = usePagesText();
  return (
    <>
      <PageHeader title={ts(TITLES[kind])} />
      <section className="site-section tone-light">
        <div className="container narrow">
          <form className="card site-form" onSubmit={(event) => event.preventDefault()}>
            <h2>{t(HEADINGS[kind])}</h2>
            {kind === 'reset' && <p>{t('auth.resetLead')}</p>}
            <p className="example-note">{t('auth.exampleNote')}</p>
            <fieldset disabled className="example-fields site-form">
              {kind === 'signUp' && <Input label={t('auth.name')} name="name" autoComplete="name" />}
              <Input label={t('auth.email')} name="email" type="email" autoComplete="email" />
              {kind !== 'reset' && (
                <Input
                  label={t('auth.password')}
                  name="password"
                  type="password"
                  autoComplete={kind === 'login' ? 'current-password' : 'new-password'}
                />
              )}
              {kind === 'signUp' && <Checkbox label={t('auth.terms')} name="terms" />}
              <Button type="submit" block>
                {t(ACTIONS[kind])}
              </Button>
            </fieldset>
            {kind === 'login' && (
              <>
                <p className="muted">{t('auth.orWith')}</p>
                <SocialButtons
                  variant="labelled"
                  label={t('auth.social')}
                  links={[
                    { network: 'github', href: '#/login', label: t('auth.github') },
                    { network: 'x', href: '#/login', label: t('auth.x') },
                  ]}
                />
                <p>
                  <Link to="/reset">{t('auth.forgot')}</Link>
                </p>
                <p>
                  {t('auth.noAccount')} <Link to="/sign-up">{t('auth.register')}</Link>
                </p>
              </>
            )}
            {kind !== 'login' && (
              <p>
                {t('auth.haveAccount')} <Link to="/login">{t('auth.login')}</Link>
              </p>
            )}
          </form>
        </div>
      </section>
    </>
  );
}
