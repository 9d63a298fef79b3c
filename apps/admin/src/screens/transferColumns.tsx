import type { I18n } from '../app/context';
import { amountColumn, codeColumn, idColumn, longColumn } from '../components/cells';
import type { Column } from '../components/columns';
import { uidColumn } from './UserLink';

/** What every on-chain transfer has, deposit or withdrawal. */
interface ChainTransfer {
  readonly id: number;
  readonly userId: number;
  /** The UID users know; the internal id only opens the user's page. */
  readonly uid: string | null;
  readonly symbol: string;
  readonly chain: string;
  readonly address: string;
  readonly amount: string;
}

/** The leading columns of a transfer, shared by the deposits and the withdrawals lists. */
export function transferColumns<T extends ChainTransfer>(i18n: I18n): Column<T>[] {
  const { t } = i18n;
  return [
    idColumn('id', t('col.id'), (r) => r.id),
    uidColumn(
      t('col.uid'),
      (r) => r.userId,
      (r) => r.uid,
    ),
    codeColumn('coin', t('col.coin'), (r) => r.symbol),
    codeColumn('chain', t('col.chain'), (r) => r.chain),
    longColumn('address', t('col.address'), (r) => r.address),
    amountColumn('amount', t('col.amount'), (r) => r.amount),
  ];
}
