import type { Withdrawal } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../state/settings';
import { formatDateTime } from '../../account/factors';
import { withSymbol } from '../format';
import { fundsReturned } from '../status';
import { DetailRows } from './DetailRows';

/** A withdrawal's amounts, destination, hash and times. */
export function WithdrawalRows({
  withdrawal,
  times = true,
}: {
  withdrawal: Withdrawal;
  times?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const amount = (text: string) => withSymbol(text, withdrawal.symbol);
  return (
    <DetailRows
      rows={[
        { label: t('funding.field.amount'), value: amount(withdrawal.amount) },
        { label: t('funding.withdraw.fee'), value: amount(withdrawal.fee) },
        // A refused or cancelled withdrawal delivers nothing; "received" only once it was sent.
        !fundsReturned(withdrawal.status) && {
          label:
            withdrawal.status === 'success'
              ? t('funding.withdrawDetail.receive')
              : t('funding.withdraw.receive'),
          value: <strong>{amount(withdrawal.receiveAmount)}</strong>,
          testId: 'withdraw-receive-amount',
        },
        { label: t('funding.field.network'), value: withdrawal.chain },
        {
          label: t('funding.field.address'),
          value: withdrawal.address,
          copy: { text: withdrawal.address, label: t('funding.field.copyAddress') },
        },
        withdrawal.txid !== '' && {
          label: t('funding.field.txid'),
          value: withdrawal.txid,
          copy: { text: withdrawal.txid, label: t('funding.field.copyTxid') },
          testId: 'withdraw-txid',
        },
        times && {
          label: t('funding.withdrawDetail.createdAt'),
          value: formatDateTime(withdrawal.createdAt, locale),
        },
        times && {
          label: t('funding.withdrawDetail.updatedAt'),
          value: formatDateTime(withdrawal.updatedAt, locale),
        },
      ]}
    />
  );
}
