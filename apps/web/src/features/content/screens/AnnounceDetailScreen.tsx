import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { formatDate } from '../../../lib/dates';
import { useLocale } from '../../../state/settings';
import { ArticleQuery } from '../components/ArticleQuery';
import { NotFound } from '../components/NotFound';
import { useIdParam } from '../params';
import { useAnnouncement } from '../queries';

export default function AnnounceDetailScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useIdParam();
  const query = useAnnouncement(id);
  return (
    <div className="screen">
      <PageHeader title={t('content.announcement')} />
      {id === null ? (
        <NotFound />
      ) : (
        <ArticleQuery query={query} meta={(item) => formatDate(item.publishedAt, locale)} />
      )}
    </div>
  );
}
