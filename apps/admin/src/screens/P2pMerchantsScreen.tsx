import { Link } from 'react-router';
import { useP2pMerchants, type Advertiser } from '../api/p2pMarket';
import { useI18n } from '../app/context';
import { Badge } from '../components/Badge';
import { idColumn, textColumn, WIDTH } from '../components/cells';
import type { Column } from '../components/columns';
import { DataTable } from '../components/DataTable';
import { Page } from '../components/Page';
import { wholeTable } from '../components/tableQuery';
import { completionText, P2pTabs } from './p2pParts';
import { UserLink } from './UserLink';

/**
 * Every user who has posted an ad: certified or not, their listed and
 * total ads, open orders and appeals, and the last 30 days' figures. The
 * server sends the whole list.
 */
export function P2pMerchantsScreen() {
  const i18n = useI18n();
  const { t } = i18n;
  const merchants = useP2pMerchants();
  const merchant = (m: Advertiser) => (m.merchant ? t('common.yes') : t('common.no'));
  const ads = (m: Advertiser) => t('p2p.ofTotal', { part: m.adsListed, whole: m.adsTotal });
  const completion = (m: Advertiser) => completionText(i18n, m.completionRate30d);

  const columns: Column<Advertiser>[] = [
    {
      ...textColumn('nickname', t('appeal.nickname'), (m) => m.nickname),
      render: (m) => <UserLink id={m.userId} label={m.nickname} />,
      width: WIDTH.long,
    },
    idColumn('userId', t('col.userId'), (m) => m.userId),
    {
      id: 'merchant',
      header: t('merchants.col.merchant'),
      value: (m) => m.merchant,
      render: (m) => <Badge tone={m.merchant ? 'ok' : 'neutral'}>{merchant(m)}</Badge>,
      csv: merchant,
      sort: 'text',
      width: WIDTH.status,
    },
    {
      id: 'ads',
      header: t('merchants.col.ads'),
      value: (m) => m.adsListed,
      render: ads,
      csv: ads,
      sort: 'number',
      numeric: true,
      width: WIDTH.amount,
    },
    idColumn('openOrders', t('merchants.col.openOrders'), (m) => m.openOrders),
    {
      ...idColumn('appealsOpen', t('merchants.col.appeals'), (m) => m.appealsOpen),
      render: (m) =>
        m.appealsOpen > 0 ? <Badge tone="warn">{m.appealsOpen}</Badge> : m.appealsOpen,
      width: WIDTH.amount,
    },
    {
      ...idColumn('orders30d', t('appeal.orders30d'), (m) => m.orders30d),
      width: WIDTH.amount,
    },
    {
      id: 'completion30d',
      header: t('appeal.completion30d'),
      value: (m) => m.completionRate30d,
      render: completion,
      csv: completion,
      sort: 'decimal',
      numeric: true,
      width: WIDTH.amount + 20,
    },
  ];

  return (
    <Page title={t('merchants.title')}>
      <P2pTabs />
      <p className="muted">{t('merchants.note')}</p>
      <DataTable
        testId="merchants-table"
        columns={columns}
        rowKey={(m) => m.userId}
        rowTestId="merchant-row"
        exportName="p2p-advertisers"
        {...wholeTable(merchants)}
        actions={(m) => (
          <Link to={`/p2p/ads?userId=${m.userId}`} data-testid="merchant-ads">
            {t('merchants.viewAds')}
          </Link>
        )}
      />
    </Page>
  );
}
