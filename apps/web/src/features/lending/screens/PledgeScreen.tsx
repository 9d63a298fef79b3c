import { ErrorBlock } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { useSession } from '../../../state/session';
import { BorrowForm } from '../components/BorrowForm';
import { LendingDemoNotice } from '../components/Notices';
import { LoanBookLink } from '../book/components/LoanBookLink';
import { LENDING_PATHS } from '../paths';
import { usePledgePairs, useSpotAvailable } from '../queries';
import '../../account/account.css';
import '../../funding/funding-detail.css';
import '../../p2p/trade.css';
import '../lending.css';

function Borrow() {
  const { t } = useTranslation();
  const pairs = usePledgePairs();
  const { availableOf } = useSpotAvailable();
  const [chosen, setChosen] = useState<number | null>(null);
  const list = pairs.data ?? [];
  const pair = list.find((entry) => entry.id === chosen) ?? list[0];
  return (
    <QueryState
      isPending={pairs.isPending}
      error={pairs.error}
      onRetry={() => void pairs.refetch()}
    >
      {pair ? (
        <div className="lending-body">
          <fieldset className="p2p-choice-group">
            <legend className="field-label">{t('lending.pledge.pair')}</legend>
            <div className="p2p-choices">
              {list.map((entry) => (
                <button
                  key={entry.id}
                  type="button"
                  className={
                    entry.id === pair.id
                      ? 'p2p-choice lending-choice active'
                      : 'p2p-choice lending-choice'
                  }
                  aria-pressed={entry.id === pair.id}
                  data-testid={`borrow-pair-${entry.collateral}-${entry.loanCoin}`}
                  onClick={() => setChosen(entry.id)}
                >
                  {t('lending.pledge.pairName', {
                    collateral: entry.collateral,
                    loan: entry.loanCoin,
                  })}
                </button>
              ))}
            </div>
          </fieldset>
          {/* A new pair starts a new form: amounts of one coin mean nothing in another. */}
          <BorrowForm key={pair.id} pair={pair} available={availableOf(pair.collateral)} />
        </div>
      ) : (
        <div className="p2p-empty" data-testid="borrow-no-pairs">
          <ErrorBlock status="empty" title={t('lending.pledge.noPairs')} description="" />
        </div>
      )}
    </QueryState>
  );
}

/** `/pledge`: borrow one coin against another locked as collateral. */
export default function PledgeScreen() {
  const { t } = useTranslation();
  const demo = useSession((state) => state.demo);
  return (
    <div className="screen lending-screen" data-testid="screen-pledge">
      <PageHeader
        title={t('lending.pledge.title')}
        right={
          demo ? undefined : (
            <Link
              to={LENDING_PATHS.loans}
              className="lending-header-link"
              data-testid="pledge-loans-link"
            >
              {t('lending.pledge.myLoans')}
            </Link>
          )
        }
      />
      {demo ? <LendingDemoNotice /> : <Borrow />}
      <LoanBookLink />
    </div>
  );
}
