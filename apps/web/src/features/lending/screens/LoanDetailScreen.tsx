import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { useSession } from '../../../state/session';
import { idParam } from '../../p2p/paths';
import { LoanActions } from '../components/LoanActions';
import { LoanFacts, LoanSummary } from '../components/LoanFacts';
import { LoanRecords } from '../components/LoanRecords';
import { LendingDemoNotice } from '../components/Notices';
import { LENDING_PATHS } from '../paths';
import { useLoan } from '../queries';
import '../../account/account.css';
import '../../funding/funding-detail.css';
import '../lending.css';

function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="notice lending-inline" data-testid="loan-not-found">
      <p>{t('lending.loan.notFound')}</p>
      <Link to={LENDING_PATHS.loans} replace className="lending-link">
        {t('lending.loan.back')}
      </Link>
    </div>
  );
}

function LoanLoader({ id }: { id: number }) {
  const loan = useLoan(id);
  const data = loan.data;
  return (
    <QueryState isPending={loan.isPending} error={loan.error} onRetry={() => void loan.refetch()}>
      {data && (
        <div className="lending-body" data-testid="loan-view">
          <LoanSummary loan={data} />
          {data.repayable && <LoanActions loan={data} />}
          <LoanFacts loan={data} />
          <LoanRecords loan={data} />
        </div>
      )}
    </QueryState>
  );
}

/** `/pledge/order/:id`: one loan, every figure as of now, its actions and records. */
export default function LoanDetailScreen() {
  const { t } = useTranslation();
  const id = idParam(useParams().id);
  const demo = useSession((state) => state.demo);
  let body;
  if (demo) body = <LendingDemoNotice />;
  else if (id === null) body = <NotFound />;
  else body = <LoanLoader id={id} />;
  return (
    <div className="screen lending-screen" data-testid="screen-loan">
      <PageHeader
        title={t('lending.loan.title')}
        right={
          <Link to={LENDING_PATHS.loans} className="lending-header-link">
            {t('lending.loan.listTitle')}
          </Link>
        }
      />
      {body}
    </div>
  );
}
