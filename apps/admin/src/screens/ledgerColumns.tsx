import { CHANGE_TYPES, type LedgerEntryView } from '@exchange/contracts';
import {
  amountColumn,
  clippedColumn,
  codeColumn,
  noteColumn,
  termColumn,
  termOptions,
  textColumn,
  timeColumn,
  WIDTH,
} from '../components/cells';
import type { Column } from '../components/columns';
import type { FilterField } from '../components/FilterBar';
import type { I18n } from '../app/context';
import { userIdColumn } from './UserLink';

/** The columns of a ledger entry, shared by the explorer and a user's page. */
export function ledgerColumns(i18n: I18n, withUser: boolean): Column<LedgerEntryView>[] {
  const { t } = i18n;
  const user: Column<LedgerEntryView>[] = withUser
    ? [userIdColumn(t('col.userId'), (e) => e.userId)]
    : [];
  return [
    {
      ...textColumn('transaction', t('col.transaction'), (e) => e.transactionId, false),
      width: WIDTH.id,
    },
    termColumn(i18n, 'type', t('col.type'), 'changeType', (e) => e.type),
    clippedColumn('reference', t('col.reference'), (e) => e.reference, 160),
    ...user,
    clippedColumn('account', t('col.account'), (e) => e.account, 140),
    termColumn(i18n, 'wallet', t('col.wallet'), 'wallet', (e) => e.wallet),
    codeColumn('asset', t('col.asset'), (e) => e.asset),
    { ...textColumn('part', t('col.part'), (e) => e.part), width: 90 },
    amountColumn('amount', t('col.amount'), (e) => e.amount),
    amountColumn('balanceAfter', t('col.balanceAfter'), (e) => e.balanceAfter),
    noteColumn('memo', t('col.memo'), (e) => e.memo),
    timeColumn('time', t('col.time'), (e) => e.time),
  ];
}

/** Ledger entries have no id of their own: a transaction's legs differ by account and part. */
export const ledgerRowKey = (e: LedgerEntryView) =>
  `${e.transactionId}:${e.account}:${e.part}:${e.amount}:${e.balanceAfter}`;

/** The change-type filter, shared like the columns. */
export function changeTypeFilter(i18n: I18n): FilterField<'type'> {
  return {
    name: 'type',
    kind: 'select',
    label: i18n.t('filter.type'),
    options: termOptions(i18n, 'changeType', CHANGE_TYPES),
  };
}
