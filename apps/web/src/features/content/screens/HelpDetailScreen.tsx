import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { formatDate } from '../../../lib/dates';
import { useLocale } from '../../../state/settings';
import { ArticleQuery } from '../components/ArticleQuery';
import { NotFound } from '../components/NotFound';
import { useIdParam } from '../params';
import { useHelpArticle } from '../queries';

export default function HelpDetailScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useIdParam();
  const query = useHelpArticle(id);
  return (
    <div className="screen">
      <PageHeader title={query.data?.category ?? t('content.article')} />
      {id === null ? (
        <NotFound />
      ) : (
        <ArticleQuery
          query={query}
          meta={(item) => t('common.updatedAt', { date: formatDate(item.updatedAt, locale) })}
        />
      )}
    </div>
  );
}
