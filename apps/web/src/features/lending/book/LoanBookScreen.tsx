import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { BookIntro } from './components/BookIntro';
import { BookPools } from './components/BookPools';
import { DeficitCard } from './components/DeficitCard';
import { PayoutList } from './components/PayoutList';
import { RatioHistogram } from './components/RatioHistogram';
import { RecentRisk } from './components/RecentRisk';
import { useLoanBook } from './queries';
import '../../account/account.css';
import '../../funding/funding-detail.css';
import '../../p2p/trade.css';
import '../lending.css';
import './book.css';

/**
 * `/lending/book`: the public loan book, for guests and users alike. What
 * each pool owes, lends and holds, open loans by pledge ratio, the last 30
 * days' margin calls and liquidations, the deficit account and each recent
 * payout with its ledger transaction, all as the server reads them from the ledger.
 */
export default function LoanBookScreen() {
  const { t } = useTranslation();
  const book = useLoanBook();
  const data = book.data;
  return (
    <div className="screen lending-screen" data-testid="screen-loan-book">
      <PageHeader title={t('lending.book.title')} />
      <QueryState isPending={book.isPending} error={book.error} onRetry={() => void book.refetch()}>
        {data && (
          <div className="lending-body book-body">
            <BookIntro payouts={data.payouts} />
            <BookPools coins={data.coins} />
            <RatioHistogram ratios={data.ratios} unpriced={data.unpriced} />
            <RecentRisk last30Days={data.last30Days} />
            <DeficitCard book={data} />
            <PayoutList payouts={data.payouts} />
          </div>
        )}
      </QueryState>
    </div>
  );
}
