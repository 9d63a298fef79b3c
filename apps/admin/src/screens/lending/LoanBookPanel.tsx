import { useLoanBook, type LoanBook } from '../../api/lending';
import { useI18n } from '../../app/context';
import { amountColumn, codeColumn, idColumn, textColumn, timeColumn } from '../../components/cells';
import type { Column } from '../../components/columns';
import { DataTable } from '../../components/DataTable';
import { Facts } from '../../components/Facts';
import { QueryPanel } from '../../components/QueryPanel';
import type { Translator } from '../../i18n';
import { compareDecimal } from '../../lib/decimal';
import { percentText } from './lendingRules';

type BookCoin = LoanBook['coins'][number];
type Bucket = LoanBook['ratios'][number];
type Payout = LoanBook['payouts'][number];

const percent = (fraction: string) => `${percentText(fraction) ?? fraction} %`;

function coinColumns(t: Translator['t']): Column<BookCoin>[] {
  return [
    codeColumn('asset', t('lending.asset'), (c) => c.asset),
    amountColumn('owedToSavers', t('lending.book.owed'), (c) => c.owedToSavers),
    amountColumn('lent', t('lending.book.lent'), (c) => c.lent),
    amountColumn('cash', t('lending.book.cash'), (c) => c.cash),
    {
      ...amountColumn('utilisation', t('lending.book.utilisation'), (c) => c.utilisation),
      render: (c) => percent(c.utilisation),
    },
    amountColumn('undistributed', t('lending.book.undistributed'), (c) => c.undistributed),
    amountColumn('securityFund', t('lending.book.securityFund'), (c) => c.securityFund),
    amountColumn('deficit', t('lending.book.deficit'), (c) => c.deficit),
    idColumn('openLoans', t('lending.book.openLoans'), (c) => c.openLoans),
  ];
}

const bucketText = (b: Bucket) =>
  b.to === null ? `≥ ${percent(b.from)}` : `${percent(b.from)} – ${percent(b.to)}`;

function payoutColumns(t: Translator['t']): Column<Payout>[] {
  return [
    textColumn('date', t('lending.book.date'), (p) => p.date),
    codeColumn('asset', t('lending.asset'), (p) => p.asset),
    amountColumn('interest', t('lending.book.interest'), (p) => p.interest),
    amountColumn('savers', t('lending.book.savers'), (p) => p.savers),
    amountColumn('securityFund', t('lending.book.securityFund'), (p) => p.securityFund),
    {
      ...amountColumn('dailyRate', t('lending.book.dailyRate'), (p) => p.dailyRate),
      render: (p) => percent(p.dailyRate),
    },
    timeColumn('paidAt', t('lending.book.paidAt'), (p) => p.paidAt),
  ];
}

/**
 * The loan book's health as users see it (the public `/uc/lending/book`,
 * read from the ledger): what each pool owes savers and has lent, the
 * open loans by pledge ratio, the last 30 days' margin calls and
 * liquidations, and the daily payouts.
 */
export function LoanBookPanel() {
  const { t } = useI18n();
  const book = useLoanBook();
  return (
    <QueryPanel title={t('lending.book')} testId="loan-book" query={book}>
      {(b) => {
        const deficit = b.coins.filter((c) => compareDecimal(c.deficit, '0') !== 0);
        return (
          <>
            <p className="muted">{t('lending.bookNote')}</p>
            {deficit.length > 0 && (
              <p className="warning" data-testid="loan-book-deficit">
                {t('lending.book.deficitWarning', {
                  coins: deficit.map((c) => c.asset).join(', '),
                })}
              </p>
            )}
            <DataTable
              testId="loan-book-coins"
              columns={coinColumns(t)}
              rows={b.coins}
              rowKey={(c) => c.asset}
              rowTestId="book-coin-row"
            />
            <div className="detail-grid">
              <Facts
                testId="loan-book-ratios"
                rows={[
                  ...b.ratios.map((bucket) => [bucketText(bucket), bucket.loans] as const),
                  [t('lending.book.unpriced'), b.unpriced],
                ]}
              />
              <Facts
                testId="loan-book-30d"
                rows={[
                  [t('lending.book.marginCalls'), b.last30Days.marginCalls],
                  [t('lending.book.liquidations'), b.last30Days.liquidations],
                  [t('lending.book.shortfall'), b.last30Days.shortfall],
                  [t('lending.book.covered'), b.last30Days.covered],
                ]}
              />
            </div>
            <h3 className="subhead">{t('lending.book.payouts')}</h3>
            <DataTable
              testId="loan-book-payouts"
              columns={payoutColumns(t)}
              rows={b.payouts}
              rowKey={(p) => `${p.asset}:${p.date}`}
              rowTestId="book-payout-row"
            />
          </>
        );
      }}
    </QueryPanel>
  );
}
