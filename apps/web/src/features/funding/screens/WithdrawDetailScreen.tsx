import type { Withdrawal } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { FormScreen } from '../../account/components/FormScreen';
import { CancelWithdrawal } from '../components/CancelWithdrawal';
import { StatusBadge } from '../components/StatusBadge';
import { WithdrawalNotes } from '../components/WithdrawalNotes';
import { WithdrawalRows } from '../components/WithdrawalRows';
import { WithdrawTimeline } from '../components/WithdrawTimeline';
import { ContactSupport } from '../../support/components/ContactSupport';
import { formatBalance } from '../../wallet/format';
import { idParam, recordsPath } from '../paths';
import { useWithdrawal } from '../queries';
import { WITHDRAWAL_TONE } from '../status';
import '../funding.css';

/** One withdrawal (?id=): its timeline, amounts and hash, and Cancel while it awaits review. */
export default function WithdrawDetailScreen() {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  if (id === undefined) return <Navigate to={recordsPath('withdraw')} replace />;
  return <WithdrawDetail id={id} />;
}

function WithdrawDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const withdrawal = useWithdrawal(id);
  return (
    <FormScreen title={t('funding.withdrawDetail.title')} testId="screen-withdraw-detail">
      <QueryState
        isPending={withdrawal.isPending}
        error={withdrawal.error}
        onRetry={() => void withdrawal.refetch()}
      >
        {withdrawal.data && <WithdrawalView withdrawal={withdrawal.data} />}
      </QueryState>
    </FormScreen>
  );
}

function WithdrawalView({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useTranslation();
  return (
    <div className="funding-stack">
      <section className="funding-card record-hero">
        <div className="record-hero-amount">
          {formatBalance(withdrawal.amount)} <span>{withdrawal.symbol}</span>
        </div>
        <StatusBadge
          tone={WITHDRAWAL_TONE[withdrawal.status]}
          text={t(`funding.withdrawStatus.${withdrawal.status}`)}
          testId="withdraw-status"
        />
        <WithdrawTimeline withdrawal={withdrawal} />
        <WithdrawalNotes withdrawal={withdrawal} />
      </section>
      <section className="funding-card">
        <WithdrawalRows withdrawal={withdrawal} />
      </section>
      {withdrawal.status === 'applied' && <CancelWithdrawal id={withdrawal.id} />}
      <ContactSupport
        link={{ kind: 'withdrawal', ref: String(withdrawal.id) }}
        className="funding-card"
      />
    </div>
  );
}
