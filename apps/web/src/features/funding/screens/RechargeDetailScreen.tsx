import type { Deposit } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { useLocale } from '../../../state/settings';
import { FormScreen } from '../../account/components/FormScreen';
import { formatDateTime } from '../../account/factors';
import { ConfirmationBar } from '../components/ConfirmationBar';
import { DetailRows } from '../components/DetailRows';
import { StatusBadge } from '../components/StatusBadge';
import { ContactSupport } from '../../support/components/ContactSupport';
import { formatBalance } from '../../wallet/format';
import { idParam, recordsPath } from '../paths';
import { useDeposit } from '../queries';
import { DEPOSIT_TONE } from '../status';
import '../funding.css';

/** One deposit: status, confirmations, amount, where it came in and when (?id=). */
export default function RechargeDetailScreen() {
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  if (id === undefined) return <Navigate to={recordsPath('deposit')} replace />;
  return <DepositDetail id={id} />;
}

function DepositDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const deposit = useDeposit(id);
  return (
    <FormScreen title={t('funding.depositDetail.title')} testId="screen-deposit-detail">
      <QueryState
        isPending={deposit.isPending}
        error={deposit.error}
        onRetry={() => void deposit.refetch()}
      >
        {deposit.data && <DepositView deposit={deposit.data} />}
      </QueryState>
    </FormScreen>
  );
}

function DepositView({ deposit }: { deposit: Deposit }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="funding-stack">
      <section className="funding-card record-hero">
        <div className="record-hero-amount">
          {formatBalance(deposit.amount)} <span>{deposit.symbol}</span>
        </div>
        <StatusBadge
          tone={DEPOSIT_TONE[deposit.status]}
          text={t(`funding.depositStatus.${deposit.status}`)}
          testId="deposit-status"
        />
        <p className="muted small record-note" data-testid="deposit-note">
          {t(`funding.depositNote.${deposit.status}`, {
            required: deposit.requiredConfirmations,
          })}
        </p>
        {deposit.status !== 'orphaned' && (
          <ConfirmationBar count={deposit.confirmations} required={deposit.requiredConfirmations} />
        )}
      </section>
      <section className="funding-card">
        <DetailRows
          rows={[
            { label: t('funding.field.network'), value: deposit.chain },
            {
              label: t('funding.field.address'),
              value: deposit.address,
              copy: { text: deposit.address, label: t('funding.field.copyAddress') },
            },
            {
              label: t('funding.field.txid'),
              value: deposit.txid,
              copy: { text: deposit.txid, label: t('funding.field.copyTxid') },
              testId: 'deposit-txid',
            },
            {
              label: t('funding.depositDetail.detectedAt'),
              value: formatDateTime(deposit.createdAt, locale),
            },
            deposit.creditedAt !== null && {
              label: t('funding.depositDetail.creditedAt'),
              value: formatDateTime(deposit.creditedAt, locale),
            },
          ]}
        />
      </section>
      <ContactSupport
        link={{ kind: 'deposit', ref: String(deposit.id) }}
        className="funding-card"
      />
    </div>
  );
}
