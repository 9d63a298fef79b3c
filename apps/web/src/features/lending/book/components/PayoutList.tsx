import type { LoanBook } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { DetailRows } from '../../../funding/components/DetailRows';
import { formatBalance } from '../../../wallet/format';
import { percentText } from '../../format';

type Payout = LoanBook['payouts'][number];

/** One day's payout: what was paid out, how it split, and the ledger transaction that moved it. */
function PayoutRow({ payout, index }: { payout: Payout; index: number }) {
  const { t } = useTranslation();
  const amount = (text: string) => `${formatBalance(text)} ${payout.asset}`;
  const id = (field: string) => `book-payout-${index}-${field}`;
  return (
    <li className="lending-row" data-testid={`book-payout-${index}`}>
      <div className="lending-row-line">
        <strong data-testid={id('date')}>{payout.date}</strong>
        <span className="badge" data-testid={id('coin')}>
          {payout.asset}
        </span>
      </div>
      <DetailRows
        rows={[
          {
            label: t('lending.book.payouts.interest'),
            value: amount(payout.interest),
            testId: id('interest'),
          },
          {
            label: t('lending.book.payouts.savers'),
            value: amount(payout.savers),
            testId: id('savers'),
          },
          {
            label: t('lending.book.payouts.fund'),
            value: amount(payout.securityFund),
            testId: id('fund'),
          },
          {
            label: t('lending.book.payouts.rate'),
            value: t('lending.common.perDay', { rate: percentText(payout.dailyRate) }),
            testId: id('rate'),
          },
          {
            label: t('lending.book.payouts.transaction'),
            value:
              payout.transactionId === null ? (
                t('lending.book.payouts.noTransaction')
              ) : (
                <code className="book-tx">{payout.transactionId}</code>
              ),
            copy:
              payout.transactionId === null
                ? undefined
                : { text: payout.transactionId, label: t('lending.book.payouts.copy') },
            testId: id('tx'),
          },
        ]}
      />
    </li>
  );
}

/** The recent daily payouts, newest first, each with the ledger transaction that funded it. */
export function PayoutList({ payouts }: { payouts: LoanBook['payouts'] }) {
  const { t } = useTranslation();
  return (
    <div className="book-section" data-testid="book-payouts">
      <h3 className="book-heading">{t('lending.book.payouts.title')}</h3>
      {payouts.length === 0 ? (
        <p className="card muted book-empty" data-testid="book-payouts-empty">
          {t('lending.book.payouts.empty')}
        </p>
      ) : (
        <ul className="book-payouts">
          {payouts.map((payout, index) => (
            <PayoutRow key={`${payout.asset}-${payout.date}`} payout={payout} index={index} />
          ))}
        </ul>
      )}
    </div>
  );
}
