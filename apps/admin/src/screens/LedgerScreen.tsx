import { CHANGE_TYPES } from '@exchange/contracts';
import { useLedger } from '../api/ledger';
import { useI18n } from '../app/context';
import { termOptions } from '../components/cells';
import { DataTable } from '../components/DataTable';
import { FilterBar } from '../components/FilterBar';
import { Page } from '../components/Page';
import { pagedTable } from '../components/tableQuery';
import { useUrlList } from '../components/useList';
import { ledgerColumns, ledgerRowKey } from './ledgerColumns';

/** Every ledger entry, by user, change type, reference or asset. */
export function LedgerScreen() {
  const i18n = useI18n();
  const { t } = i18n;
  const list = useUrlList({ userId: '', type: '', reference: '', asset: '' }, 50);
  const query = useLedger({
    ...list.query,
    // The server stores symbols in capitals; "usdt" means USDT.
    asset: list.filters.asset.trim().toUpperCase() || undefined,
  });
  return (
    <Page title={t('ledger.title')}>
      <DataTable
        testId="ledger-table"
        columns={ledgerColumns(i18n, true)}
        rowKey={ledgerRowKey}
        rowTestId="ledger-row"
        exportName="ledger"
        {...pagedTable(query, list)}
        toolbar={
          <FilterBar
            values={list.filters}
            onApply={list.apply}
            onReset={list.reset}
            fields={[
              { name: 'userId', kind: 'text', label: t('filter.userId'), digits: true },
              {
                name: 'type',
                kind: 'select',
                label: t('filter.type'),
                options: termOptions(i18n, 'changeType', CHANGE_TYPES),
              },
              { name: 'reference', kind: 'text', label: t('filter.reference') },
              { name: 'asset', kind: 'text', label: t('filter.asset'), placeholder: 'USDT' },
            ]}
          />
        }
      />
    </Page>
  );
}
