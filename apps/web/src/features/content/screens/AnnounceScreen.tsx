import { InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { formatDate } from '../../../lib/dates';
import { useLocale } from '../../../state/settings';
import { useAnnouncements } from '../queries';

export default function AnnounceScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useAnnouncements();
  const items = query.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <div className="screen">
      <PageHeader title={t('content.announcements')} />
      <QueryState
        isPending={query.isPending}
        error={query.error}
        isEmpty={items.length === 0}
        onRetry={() => void query.refetch()}
      >
        <ul className="announce-list" data-testid="announce-list">
          {items.map((item) => (
            <li key={item.id}>
              <Link to={`/announceDetail?id=${item.id}`} className="announce-item">
                <div className="announce-title">
                  {item.pinned && <span className="badge">{t('common.pinned')}</span>}
                  {item.title}
                </div>
                {item.summary && <p className="announce-summary">{item.summary}</p>}
                <time className="muted small" dateTime={item.publishedAt}>
                  {formatDate(item.publishedAt, locale)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
        <InfiniteScroll
          hasMore={query.hasNextPage}
          loadMore={async () => {
            await query.fetchNextPage();
          }}
        >
          {query.hasNextPage ? t('common.loading') : t('common.noMore')}
        </InfiniteScroll>
      </QueryState>
    </div>
  );
}
