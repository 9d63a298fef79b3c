import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useSession } from '../../../state/session';
import { LoanRow } from '../components/LoanRow';
import { LendingDemoNotice } from '../components/Notices';
import { PagedList, PagedTabs } from '../components/PagedTabs';
import { LENDING_PATHS } from '../paths';
import { useLoans, type LoanScope } from '../queries';
import '../../account/account.css';
import '../lending.css';

function LoanList({ scope }: { scope: LoanScope }) {
  const { t } = useTranslation();
  const loans = useLoans(scope);
  return (
    <PagedList
      query={loans}
      emptyTitle={t('lending.loan.empty')}
      emptyExtra={
        scope === 'open' && (
          <Link to={LENDING_PATHS.pledge} className="lending-link">
            {t('lending.loan.borrowNow')}
          </Link>
        )
      }
      testIds={{ list: 'loan-list', empty: 'loans-empty', more: 'loans-more' }}
      row={(loan) => <LoanRow key={loan.id} loan={loan} />}
    />
  );
}

/** `/pledge/orders`: the caller's pledge loans, open or closed. */
export default function LoanListScreen() {
  const { t } = useTranslation();
  const demo = useSession((state) => state.demo);
  return (
    <div className="screen lending-screen" data-testid="screen-loans">
      <PageHeader
        title={t('lending.loan.listTitle')}
        right={
          demo ? undefined : (
            <Link to={LENDING_PATHS.pledge} className="lending-header-link">
              {t('lending.loan.borrowNow')}
            </Link>
          )
        }
      />
      {demo ? (
        <LendingDemoNotice />
      ) : (
        <div className="lending-body">
          <PagedTabs<LoanScope>
            items={[
              { key: 'open', label: t('lending.loan.open') },
              { key: 'closed', label: t('lending.loan.closed') },
            ]}
            initial="open"
            testIdPrefix="loans-tab"
          >
            {(scope) => <LoanList scope={scope} />}
          </PagedTabs>
        </div>
      )}
    </div>
  );
}
