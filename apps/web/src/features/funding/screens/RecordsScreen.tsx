import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { SegmentTabs } from '../../account/components/SegmentTabs';
import { RecordFeed } from '../components/RecordFeed';
import { RecordRow } from '../components/RecordRow';
import { depositDetailPath, withdrawalDetailPath, type RecordTab } from '../paths';
import { useDepositList, useWithdrawalList } from '../queries';
import { DEPOSIT_TONE, WITHDRAWAL_TONE } from '../status';
import '../../account/account.css';
import '../../wallet/wallet.css';
import '../funding.css';

const TABS: readonly RecordTab[] = ['deposit', 'withdraw'];

/** Deposit and withdrawal records (?tab=deposit|withdraw); the tab is in the URL so back keeps it. */
export default function RecordsScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: RecordTab = params.get('tab') === 'withdraw' ? 'withdraw' : 'deposit';
  return (
    <div className="screen funding-screen" data-testid="screen-records">
      <PageHeader title={t('funding.records.title')} />
      <div className="records-tabs">
        <SegmentTabs
          items={TABS.map((key) => ({ key, label: t(`funding.records.${key}`) }))}
          value={tab}
          onChange={(next) => setParams({ tab: next }, { replace: true })}
          testIdPrefix="records-tab"
        />
      </div>
      {tab === 'deposit' ? <DepositRecords /> : <WithdrawalRecords />}
    </div>
  );
}

function DepositRecords() {
  const { t } = useTranslation();
  return (
    <RecordFeed
      query={useDepositList()}
      row={(deposit) => (
        <RecordRow
          key={deposit.id}
          to={depositDetailPath(deposit.id)}
          symbol={deposit.symbol}
          chain={deposit.chain}
          sign="+"
          amount={deposit.amount}
          tone={DEPOSIT_TONE[deposit.status]}
          statusText={t(`funding.depositStatus.${deposit.status}`)}
          createdAt={deposit.createdAt}
        />
      )}
    />
  );
}

function WithdrawalRecords() {
  const { t } = useTranslation();
  return (
    <RecordFeed
      query={useWithdrawalList()}
      row={(withdrawal) => (
        <RecordRow
          key={withdrawal.id}
          to={withdrawalDetailPath(withdrawal.id)}
          symbol={withdrawal.symbol}
          chain={withdrawal.chain}
          sign="-"
          amount={withdrawal.amount}
          tone={WITHDRAWAL_TONE[withdrawal.status]}
          statusText={t(`funding.withdrawStatus.${withdrawal.status}`)}
          createdAt={withdrawal.createdAt}
        />
      )}
    />
  );
}
