import { adminContractSchema, type AdminContract } from '@exchange/contracts';
import { useState } from 'react';
import { useContracts } from '../api/markets';
import { useI18n } from '../app/context';
import {
  codeColumn,
  idColumn,
  termOptions,
  textColumn,
  timeColumn,
  WIDTH,
} from '../components/cells';
import type { Column } from '../components/columns';
import { DataTable } from '../components/DataTable';
import { FilterBar } from '../components/FilterBar';
import { Page } from '../components/Page';
import { wholeTable } from '../components/tableQuery';
import { useUrlList } from '../components/useList';
import type { Translator } from '../i18n';
import { ContractForm } from './ContractForm';
import { quoteOf, sizeUnitOf } from './contractRules';
import { SeriesListingForm } from './SeriesListingForm';
import { hoursColumn, listingColumn, percentColumn, unitColumn } from './marketColumns';

const PRODUCTS = adminContractSchema.shape.product.options;

/** "Delivery · Q" for a series, "Perpetual" otherwise. */
function productOf(i18n: Translator, c: AdminContract): string {
  const product = i18n.term('product', c.product);
  return c.term ? `${product} · ${c.term}` : product;
}

/** The offered leverages as a range ("1–125×"); the whole list is in the tooltip and the export. */
function leverageColumn(header: string): Column<AdminContract> {
  const list = (c: AdminContract) => c.leverages.map((l) => `${l}×`).join(' ');
  return {
    id: 'leverages',
    header,
    value: (c) => c.leverages.at(-1) ?? 0,
    render: (c) => (
      <span title={list(c)}>
        {c.leverages.length > 1 ? `${c.leverages[0]}–${c.leverages.at(-1)}×` : list(c)}
      </span>
    ),
    csv: list,
    sort: 'number',
    numeric: true,
    width: WIDTH.id,
  };
}

function columnsOf(i18n: Translator): Column<AdminContract>[] {
  const { t } = i18n;
  const cadence = (c: AdminContract) =>
    c.product === 'perpetual'
      ? t('contracts.fundingEvery', { hours: c.fundingIntervalHours ?? '—' })
      : t('contracts.settleOver', { minutes: c.settleWindowMinutes ?? '—' });
  return [
    textColumn('symbol', t('col.symbol'), (c) => c.symbol),
    textColumn('product', t('contracts.product'), (c) => productOf(i18n, c)),
    timeColumn('expires', t('contracts.expires'), (c) => c.expiresAt),
    codeColumn('margin', t('contracts.marginAsset'), (c) => c.marginAsset),
    unitColumn('size', t('contracts.contractSize'), (c) => c.contractSize, sizeUnitOf),
    unitColumn('tick', t('markets.tick'), (c) => c.tickSize, quoteOf),
    leverageColumn(t('contracts.leverages')),
    {
      ...idColumn('default', t('contracts.defaultShort'), (c) => c.defaultLeverage),
      render: (c) => `${c.defaultLeverage}×`,
    },
    percentColumn('makerFee', t('markets.makerFee'), (c) => c.makerFee),
    percentColumn('takerFee', t('markets.takerFee'), (c) => c.takerFee),
    { id: 'cadence', header: t('contracts.cadence'), value: cadence, width: WIDTH.text },
    hoursColumn(t('markets.hoursColumn'), (c) => c.tradingHours),
    listingColumn(i18n, (c) => c.enabled),
    idColumn('openOrders', t('markets.openOrders'), (c) => c.openOrders),
    idColumn('openPositions', t('contracts.openPositions'), (c) => c.openPositions),
  ];
}

/** Perpetual contracts and delivery series, filtered by product (kept in the address); a new series can be listed. */
export function ContractsScreen() {
  const i18n = useI18n();
  const { t } = i18n;
  const list = useUrlList({ product: '' });
  const contracts = useContracts();
  const [editing, setEditing] = useState<AdminContract | null>(null);
  const [listing, setListing] = useState(false);
  const { product } = list.filters;
  const rows = contracts.data?.filter((c) => product === '' || c.product === product);

  return (
    <Page
      title={t('contracts.title')}
      actions={
        <button
          type="button"
          className="primary"
          data-testid="series-list"
          disabled={!contracts.data}
          onClick={() => setListing(true)}
        >
          {t('contracts.listSeries')}
        </button>
      }
    >
      <p className="muted">{t('contracts.note')}</p>
      <DataTable
        testId="contracts-table"
        columns={columnsOf(i18n)}
        rowKey={(c) => c.symbol}
        rowTestId="contract-row"
        exportName="contracts"
        {...wholeTable(contracts)}
        rows={rows}
        toolbar={
          <FilterBar
            values={list.filters}
            onApply={list.apply}
            onReset={list.reset}
            fields={[
              {
                name: 'product',
                kind: 'select',
                label: t('contracts.product'),
                options: termOptions(i18n, 'product', PRODUCTS),
              },
            ]}
          />
        }
        actions={(c) => (
          <button
            type="button"
            className="small"
            data-testid="contract-edit"
            onClick={() => setEditing(c)}
          >
            {t('common.edit')}
          </button>
        )}
      />
      {editing && <ContractForm contract={editing} onClose={() => setEditing(null)} />}
      {listing && contracts.data && (
        <SeriesListingForm contracts={contracts.data} onClose={() => setListing(false)} />
      )}
    </Page>
  );
}
