// Blog Details (left or right sidebar): static article, three comments, a Leave a Reply form with no behaviour.
import { Button, Input, Textarea } from '@fanout/ui';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../art/Avatar.js';
import { Cover } from '../art/Cover.js';
import { PageHeader } from '../blocks/PageHeader.js';
import { SiteSection } from '../blocks/SiteSection.js';
import { BlogSidebar } from './BlogSidebar.js';

const COMMENTS = [
  { n: 1, days: 3 },
  { n: 2, days: 2 },
  { n: 3, days: 1 },
] as const;

export function BlogDetailsPage({ sidebar }: { sidebar: 'left' | 'right' }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={sidebar === 'left' ? 'meta.blogDetailsLeft' : 'meta.blogDetailsRight'} />
      <SiteSection>
        <div className={`blog-layout sidebar-${sidebar}`}>
          <article className="article">
            <Cover seed={1} width={720} height={400} />
            <h2>{t('blog.p1Title')}</h2>
            <p className="meta">{t('article.by', { name: t('team.m3Name') })}</p>
            <p>{t('article.p1')}</p>
            <p>{t('article.p2')}</p>
            <blockquote>{t('article.quote')}</blockquote>
            <p>{t('article.p3')}</p>
            <section className="comments">
              <h3>{t('article.commentsTitle')}</h3>
              <ul className="plain-list">
                {COMMENTS.map((c) => (
                  <li key={c.n} className="comment">
                    <Avatar seed={c.n + 2} size={48} />
                    <div>
                      <strong>{t(`article.c${c.n}Name`)}</strong>
                      <small>{t('article.daysAgo', { count: c.days })}</small>
                      <p>{t(`article.c${c.n}Text`)}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
            <form className="site-form reply-form" onSubmit={(event) => event.preventDefault()}>
              <h3>{t('article.leaveReply')}</h3>
              <div className="grid grid-3">
                <Input label={t('article.name')} name="name" />
                <Input label={t('article.email')} name="email" type="email" />
                <Input label={t('article.website')} name="website" type="url" />
              </div>
              <Textarea label={t('article.comment')} name="comment" rows={5} />
              <Button type="submit">{t('article.post')}</Button>
            </form>
          </article>
          <BlogSidebar />
        </div>
      </SiteSection>
    </>
  );
}
