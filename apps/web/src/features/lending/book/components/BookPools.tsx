import type { LoanBook } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { DetailRows } from '../../../funding/components/DetailRows';
import { formatBalance } from '../../../wallet/format';
import { percentText } from '../../format';
import { meterWidth } from '../bookMath';

type BookCoin = LoanBook['coins'][number];

/** One coin's pool: what savers are owed, what is lent, the cash, the fund and the deficit. */
function PoolCard({ coin }: { coin: BookCoin }) {
  const { t } = useTranslation();
  const amount = (text: string) => `${formatBalance(text)} ${coin.asset}`;
  const id = (field: string) => `book-${coin.asset}-${field}`;
  return (
    <section className="card lending-card" data-testid={`book-coin-${coin.asset}`}>
      <div className="lending-card-head">
        <strong className="lending-coin">{coin.asset}</strong>
      </div>
      <div className="book-meter" aria-hidden="true">
        <span className="book-meter-fill" style={{ width: meterWidth(coin.utilisation) }} />
      </div>
      <DetailRows
        rows={[
          {
            label: t('lending.book.pools.owed'),
            value: amount(coin.owedToSavers),
            testId: id('owed'),
          },
          { label: t('lending.book.pools.lent'), value: amount(coin.lent), testId: id('lent') },
          { label: t('lending.book.pools.cash'), value: amount(coin.cash), testId: id('cash') },
          {
            label: t('lending.book.pools.utilisation'),
            value: percentText(coin.utilisation),
            testId: id('utilisation'),
          },
          {
            label: t('lending.book.pools.undistributed'),
            value: amount(coin.undistributed),
            testId: id('undistributed'),
          },
          {
            label: t('lending.book.pools.securityFund'),
            value: amount(coin.securityFund),
            testId: id('fund'),
          },
          {
            label: t('lending.book.pools.deficit'),
            value: amount(coin.deficit),
            testId: id('deficit'),
          },
          {
            label: t('lending.book.pools.openLoans'),
            value: String(coin.openLoans),
            testId: id('loans'),
          },
        ]}
      />
    </section>
  );
}

/** Every coin's pool, or a plain sentence while there is none. */
export function BookPools({ coins }: { coins: LoanBook['coins'] }) {
  const { t } = useTranslation();
  return (
    <div className="book-section" data-testid="book-pools">
      <h3 className="book-heading">{t('lending.book.pools.title')}</h3>
      {coins.length === 0 ? (
        <p className="card muted book-empty" data-testid="book-pools-empty">
          {t('lending.book.pools.empty')}
        </p>
      ) : (
        coins.map((coin) => <PoolCard key={coin.asset} coin={coin} />)
      )}
    </div>
  );
}
