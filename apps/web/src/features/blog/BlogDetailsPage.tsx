// Blog Details (left or right sidebar): the article `?post=N` names, three comments, and a Leave a Reply form that says
// it is an example (its fields and button are disabled).
import { Button, Input, Textarea } from '@fanout/ui';
import { useSearchParams } from 'react-router';
import { Avatar } from '../../site/art/Avatar.js';
import { Cover } from '../../site/art/Cover.js';
import { PageHeader } from '../../site/blocks/PageHeader.js';
import { SiteSection } from '../../site/blocks/SiteSection.js';
import { useContentText } from '../../site/content/contentText.js';
import { useSiteText } from '../../site/siteText.js';
import { BlogSidebar } from './BlogSidebar.js';
import { type BlogTextKey, useBlogText } from './blogText.js';
import { findBlogPost } from './findBlogPost.js';
import '../../site/blocks/layout.css';
import './blog.css';
import '../../site/forms/forms.css';

const COMMENTS = [
  { n: 1, by: 'samAdeyemi', days: 3 },
  { n: 2, by: 'lenaNovak', days: 2 },
  { n: 3, by: 'weiZhang', days: 1 },
] as const;

export function BlogDetailsPage({ sidebar }: { sidebar: 'left' | 'right' }) {
  const ts = useSiteText();
  const t = useBlogText();
  const tc = useContentText();
  const [searchParams] = useSearchParams();
  const post = findBlogPost(searchParams);
  return (
    <>
      <PageHeader title={ts(sidebar === 'left' ? 'meta.blogDetailsLeft' : 'meta.blogDetailsRight')} />
      <SiteSection>
        <div className={`blog-layout sidebar-${sidebar}`}>
          <article className="article">
            <Cover seed={post.card.imageUrl} width={720} height={400} />
            <h2>{tc(post.card.title)}</h2>
            <p className="meta">
              {t('article.byOn', { name: tc(post.author), day: post.card.day, month: tc(post.card.month) })}
            </p>
            <p className="lede">{tc(post.card.desc)}</p>
            {post.before.map((key) => (
              <p key={key}>{t(key as BlogTextKey)}</p>
            ))}
            <blockquote>{t(post.quote as BlogTextKey)}</blockquote>
            {post.after.map((key) => (
              <p key={key}>{t(key as BlogTextKey)}</p>
            ))}
            <section className="comments">
              <h3>{t('article.commentsTitle')}</h3>
              <ul className="plain-list">
                {COMMENTS.map((c) => (
                  <li key={c.n} className="comment">
                    <Avatar seed={c.n + 2} size={48} />
                    <div>
                      <strong>{t(`article.${c.by}.name`)}</strong>
                      <small>{t('article.daysAgo', { count: c.days })}</small>
                      <p>{t(`article.${c.by}.text`)}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
            <form className="site-form reply-form" onSubmit={(event) => event.preventDefault()}>
              <h3>{t('article.leaveReply')}</h3>
              <p className="example-note">{t('article.repliesClosed')}</p>
              <fieldset disabled className="example-fields">
                <div className="grid grid-3">
                  <Input label={t('article.name')} name="name" />
                  <Input label={t('article.email')} name="email" type="email" />
                  <Input label={t('article.website')} name="website" type="url" />
                </div>
                <Textarea label={t('article.comment')} name="comment" rows={5} />
                <Button type="submit">{t('article.post')}</Button>
              </fieldset>
            </form>
          </article>
          <BlogSidebar side={sidebar} />
        </div>
      </SiteSection>
    </>
  );
}
