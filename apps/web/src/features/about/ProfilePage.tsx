// Profile: a static member page with skill bars.
import { SkillBar } from '@fanout/ui';
import { Avatar } from '../../site/art/Avatar.js';
import { PageHeader } from '../../site/blocks/PageHeader.js';
import { SiteSection } from '../../site/blocks/SiteSection.js';
import { useSiteText } from '../../site/siteText.js';
import { useAboutText } from './aboutText.js';
import { SKILLS } from './SKILLS.js';
import '../../site/blocks/layout.css';
import './ProfilePage.css';

export function ProfilePage() {
  const ts = useSiteText();
  const t = useAboutText();
  return (
    <>
      <PageHeader title={ts('meta.profile')} />
      <SiteSection>
        <div className="split">
          <div className="card profile-card">
            <Avatar seed={4} size={160} />
            <h2>{t('profile.name')}</h2>
            <p className="post">{t('profile.post')}</p>
            <p>{t('profile.bio')}</p>
          </div>
          <div>
            <h2>{t('profile.skills')}</h2>
            {SKILLS.map((skill) => (
              <SkillBar key={skill.label} label={t(skill.label)} value={skill.percent} className="skill" />
            ))}
          </div>
        </div>
      </SiteSection>
    </>
  );
}
