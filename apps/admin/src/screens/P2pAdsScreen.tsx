import { AD_STATES } from '@exchange/contracts';
import { useState } from 'react';
import { useDelistAd, useP2pAds, type ConsoleAd } from '../api/p2pMarket';
import { useI18n } from '../app/context';
import {
  amountColumn,
  codeColumn,
  idColumn,
  statusFilter,
  termColumn,
  textColumn,
  WIDTH,
} from '../components/cells';
import type { Column } from '../components/columns';
import { ReasonDialog } from '../components/dialogs';
import type { FilterField } from '../components/FilterBar';
import { PagedTable } from '../components/ListScreen';
import { Page } from '../components/Page';
import { useUrlList } from '../components/useList';
import { AdStatusBadge, P2pTabs } from './p2pParts';
import { UserLink } from './UserLink';

type Filter = 'status' | 'userId';

/**
 * Every advertiser's ads, by status or owner, newest first. A listed ad
 * can be delisted with a reason (audited); its open orders go on.
 */
export function P2pAdsScreen() {
  const i18n = useI18n();
  const { t, term } = i18n;
  const list = useUrlList<Filter>({ status: '', userId: '' });
  const query = useP2pAds(list.query);
  const delist = useDelistAd();
  const [delisting, setDelisting] = useState<ConsoleAd | null>(null);
  const remaining = (ad: ConsoleAd) =>
    t('p2p.ofTotal', { part: `${ad.remaining} ${ad.coin}`, whole: ad.quantity });

  const columns: Column<ConsoleAd>[] = [
    { ...codeColumn('adNo', t('ads.col.adNo'), (ad) => ad.adNo), width: WIDTH.long },
    {
      ...textColumn('owner', t('ads.col.owner'), (ad) => ad.advertiser.nickname),
      render: (ad) => <UserLink id={ad.advertiser.userId} label={ad.advertiser.nickname} />,
      width: WIDTH.long,
    },
    idColumn('userId', t('col.userId'), (ad) => ad.advertiser.userId),
    termColumn(i18n, 'side', t('ads.col.side'), 'adSide', (ad) => ad.side),
    codeColumn('pair', t('ads.col.pair'), (ad) => t('p2p.pair', { coin: ad.coin, fiat: ad.fiat })),
    {
      id: 'price',
      header: t('ads.col.price'),
      value: (ad) => ad.price,
      render: (ad) =>
        ad.price === null ? (
          <span className="muted">{t('ads.noPrice')}</span>
        ) : (
          `${ad.price} ${ad.fiat}`
        ),
      sort: 'decimal',
      numeric: true,
      width: WIDTH.amount,
    },
    {
      id: 'remaining',
      header: t('ads.col.remaining'),
      value: (ad) => ad.remaining,
      render: remaining,
      csv: remaining,
      sort: 'decimal',
      numeric: true,
      width: WIDTH.amount + 80,
    },
    amountColumn('held', t('ads.col.held'), (ad) => ad.held),
    idColumn('openOrders', t('ads.col.openOrders'), (ad) => ad.openOrders),
    {
      id: 'status',
      header: t('col.status'),
      value: (ad) => term('adStatus', ad.status),
      render: (ad) => <AdStatusBadge status={ad.status} />,
      sort: 'text',
      width: WIDTH.status,
    },
  ];

  const filters: FilterField<Filter>[] = [
    statusFilter(i18n, 'adStatus', AD_STATES),
    { name: 'userId', kind: 'text', label: t('filter.userId'), digits: true },
  ];

  return (
    <Page title={t('ads.title')}>
      <P2pTabs />
      <p className="muted">{t('ads.note')}</p>
      <PagedTable
        testId="ads-table"
        columns={columns}
        rowKey={(ad) => ad.id}
        rowTestId="ad-row"
        exportName="p2p-ads"
        list={list}
        query={query}
        filters={filters}
        actions={(ad) =>
          ad.status === 'listed' && (
            <button
              type="button"
              className="danger small"
              data-testid="ad-delist"
              onClick={() => setDelisting(ad)}
            >
              {t('ads.delist')}
            </button>
          )
        }
      />
      {delisting && (
        <ReasonDialog
          title={t('ads.delistTitle', { adNo: delisting.adNo })}
          message={t('ads.delistMessage', {
            adNo: delisting.adNo,
            owner: delisting.advertiser.nickname,
            count: delisting.openOrders,
          })}
          confirmLabel={t('ads.delist')}
          pending={delist.isPending}
          onCancel={() => setDelisting(null)}
          onConfirm={(reason) =>
            delist.mutate(
              { id: delisting.id, adNo: delisting.adNo, reason },
              { onSuccess: () => setDelisting(null) },
            )
          }
        />
      )}
    </Page>
  );
}
