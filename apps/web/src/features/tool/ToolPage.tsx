// The Tool page (issue #10 fills it): breadcrumb and heading only for now.
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../blocks/PageHeader.js';

export function ToolPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title="tool.title" />
      <section className="site-section">
        <div className="container">
          <p className="lead">{t('tool.lead')}</p>
        </div>
      </section>
    </>
  );
}
