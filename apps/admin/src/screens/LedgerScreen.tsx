import { useLedger } from '../api/ledger';
import { useI18n } from '../app/context';
import { ListScreen } from '../components/ListScreen';
import { useUrlList } from '../components/useList';
import { changeTypeFilter, ledgerColumns, ledgerRowKey } from './ledgerColumns';

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
    <ListScreen
      title={t('ledger.title')}
      testId="ledger-table"
      columns={ledgerColumns(i18n, true)}
      rowKey={ledgerRowKey}
      rowTestId="ledger-row"
      exportName="ledger"
      list={list}
      query={query}
      filters={[
        { name: 'userId', kind: 'text', label: t('filter.userId'), digits: true },
        changeTypeFilter(i18n),
        { name: 'reference', kind: 'text', label: t('filter.reference') },
        { name: 'asset', kind: 'text', label: t('filter.asset'), placeholder: 'USDT' },
      ]}
    />
  );
}
