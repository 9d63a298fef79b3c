import type { AdminSpotMarket } from '@exchange/contracts';
import { useState } from 'react';
import { useSpotMarkets } from '../api/markets';
import { useI18n } from '../app/context';
import { idColumn, textColumn } from '../components/cells';
import type { Column } from '../components/columns';
import { DataTable } from '../components/DataTable';
import { Page } from '../components/Page';
import { wholeTable } from '../components/tableQuery';
import { hoursColumn, listingColumn, percentColumn, unitColumn } from './marketColumns';
import { MarketForm } from './MarketForm';
import { MarketListingForm } from './MarketListingForm';

/**
 * Spot markets: limits, fee rates, trading hours and listing, each editable;
 * tick and lot are not. A new market of two listed coins can be listed here.
 */
export function MarketsScreen() {
  const i18n = useI18n();
  const { t } = i18n;
  const markets = useSpotMarkets();
  const [editing, setEditing] = useState<AdminSpotMarket | null>(null);
  const [listing, setListing] = useState(false);
  const base = (m: AdminSpotMarket) => m.base;
  const quote = (m: AdminSpotMarket) => m.quote;

  const columns: Column<AdminSpotMarket>[] = [
    textColumn('symbol', t('col.symbol'), (m) => m.symbol),
    unitColumn('tick', t('markets.tick'), (m) => m.tickSize, quote),
    unitColumn('lot', t('markets.lot'), (m) => m.lotSize, base),
    unitColumn('minAmount', t('markets.minAmount'), (m) => m.minAmount, base),
    unitColumn('maxAmount', t('markets.maxAmount'), (m) => m.maxAmount, base),
    unitColumn('minNotional', t('markets.minNotional'), (m) => m.minNotional, quote),
    percentColumn('makerFee', t('markets.makerFee'), (m) => m.makerFee),
    percentColumn('takerFee', t('markets.takerFee'), (m) => m.takerFee),
    hoursColumn(t('markets.hoursColumn'), (m) => m.tradingHours),
    listingColumn(i18n, (m) => m.enabled),
    idColumn('openOrders', t('markets.openOrders'), (m) => m.openOrders),
    idColumn('sort', t('markets.sort'), (m) => m.sort),
  ];

  return (
    <Page
      title={t('markets.title')}
      actions={
        <button
          type="button"
          className="primary"
          data-testid="market-list"
          disabled={!markets.data}
          onClick={() => setListing(true)}
        >
          {t('markets.list')}
        </button>
      }
    >
      <p className="muted">{t('markets.note')}</p>
      <DataTable
        testId="markets-table"
        columns={columns}
        rowKey={(m) => m.symbol}
        rowTestId="market-row"
        exportName="spot-markets"
        {...wholeTable(markets)}
        actions={(m) => (
          <button
            type="button"
            className="small"
            data-testid="market-edit"
            onClick={() => setEditing(m)}
          >
            {t('common.edit')}
          </button>
        )}
      />
      {editing && <MarketForm market={editing} onClose={() => setEditing(null)} />}
      {listing && markets.data && (
        <MarketListingForm markets={markets.data} onClose={() => setListing(false)} />
      )}
    </Page>
  );
}
