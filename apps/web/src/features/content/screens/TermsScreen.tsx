import { PAGE_SLUGS } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import type { TextKey } from '../../../i18n/types';
import { formatDate } from '../../../lib/dates';
import { useLocale } from '../../../state/settings';
import { ArticleQuery } from '../components/ArticleQuery';
import { useSlugParam } from '../params';
import { usePage, type PageSlug } from '../queries';

const PAGE_TITLES: Record<PageSlug, TextKey> = {
  terms: 'content.terms',
  privacy: 'content.privacy',
  about: 'content.about',
  risk: 'content.risk',
};

/** /TermsOfService shows the terms, or the page named by ?slug, with links to the others. */
export default function TermsScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const slug = useSlugParam();
  const query = usePage(slug);
  return (
    <div className="screen">
      <PageHeader title={t(PAGE_TITLES[slug])} />
      <ArticleQuery
        query={query}
        meta={(item) => t('common.updatedAt', { date: formatDate(item.updatedAt, locale) })}
      />
      <nav className="related-pages">
        <div className="muted small">{t('content.related')}</div>
        {PAGE_SLUGS.filter((other) => other !== slug).map((other) => (
          <Link key={other} to={`/TermsOfService?slug=${other}`} className="chip" replace>
            {t(PAGE_TITLES[other])}
          </Link>
        ))}
      </nav>
    </div>
  );
}
