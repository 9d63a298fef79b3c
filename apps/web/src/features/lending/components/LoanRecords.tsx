import type { PledgeLoanDetail, PledgeRecord } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../market/format';
import { formatBalance } from '../../wallet/format';
import { ratioText } from '../format';
import { isAboveZero } from '../lendingMath';
import '../../p2p/trade.css';

/** The coin a record's amount is in: collateral for a top-up, the loan coin otherwise. */
function coinOf(record: PledgeRecord, loan: PledgeLoanDetail): string {
  return record.kind === 'add_collateral' ? loan.collateral : loan.loanCoin;
}

/** A liquidation record's line: the collateral taken, a sale round, or the settlement. */
function LiquidationLine({ record, loan }: { record: PledgeRecord; loan: PledgeLoanDetail }) {
  const { t } = useTranslation();
  const coins = { coin: loan.loanCoin, collateral: loan.collateral };
  if (record.stage === 'started' && record.ratio !== null) {
    return (
      <span className="muted small" data-testid="record-ratio">
        {t('lending.loan.records.liquidationStarted', { ratio: ratioText(record.ratio) })}
      </span>
    );
  }
  if (record.stage === 'sold' && record.sold !== null && record.proceeds !== null) {
    return (
      <span className="muted small" data-testid="record-sold">
        {t('lending.loan.records.liquidationSold', {
          ...coins,
          sold: formatBalance(record.sold),
          proceeds: formatBalance(record.proceeds),
        })}
      </span>
    );
  }
  if (
    record.stage === 'settled' &&
    record.repaid !== null &&
    record.surplus !== null &&
    record.returned !== null
  ) {
    // A shortfall is the insurance fund's (or the deficit account's), never the borrower's.
    const shortfall =
      record.shortfall !== null && isAboveZero(record.shortfall)
        ? formatBalance(record.shortfall)
        : null;
    const amounts = {
      ...coins,
      repaid: formatBalance(record.repaid),
      surplus: formatBalance(record.surplus),
      returned: formatBalance(record.returned),
    };
    return (
      <span className="muted small" data-testid="record-settled">
        {shortfall === null
          ? t('lending.loan.records.liquidationSettled', amounts)
          : t('lending.loan.records.liquidationShortfall', { ...amounts, shortfall })}
      </span>
    );
  }
  return null;
}

function RecordLine({ record, loan }: { record: PledgeRecord; loan: PledgeLoanDetail }) {
  const { t } = useTranslation();
  return (
    <li className="lending-record" data-testid={`loan-record-${record.kind}`}>
      <span className="lending-row-line">
        <strong>{t(`lending.loan.records.kind.${record.kind}`)}</strong>
        {record.amount !== null && (
          <span data-testid="record-amount">
            {formatBalance(record.amount)} {coinOf(record, loan)}
          </span>
        )}
      </span>
      {record.kind === 'repay' && record.interest !== null && record.principal !== null && (
        <span className="muted small" data-testid="record-split">
          {t('lending.loan.records.split', {
            interest: formatBalance(record.interest),
            principal: formatBalance(record.principal),
            coin: loan.loanCoin,
          })}
        </span>
      )}
      {record.kind === 'margin_call' && record.ratio !== null && (
        <span className="muted small" data-testid="record-ratio">
          {t('lending.loan.records.ratio', { ratio: ratioText(record.ratio) })}
        </span>
      )}
      {record.kind === 'liquidation' && <LiquidationLine record={record} loan={loan} />}
      {record.kind === 'renew' && record.termEnd !== null && (
        <span className="muted small" data-testid="record-term-end">
          {t('lending.loan.records.until', { time: formatDateTime(record.termEnd) })}
        </span>
      )}
      <span className="muted small">{formatDateTime(record.time)}</span>
    </li>
  );
}

/** What happened to the loan, newest first. */
export function LoanRecords({ loan }: { loan: PledgeLoanDetail }) {
  const { t } = useTranslation();
  return (
    <section className="card lending-card lending-inline" data-testid="loan-records">
      <h3 className="card-title">{t('lending.loan.records.title')}</h3>
      {loan.records.length === 0 ? (
        <p className="muted">{t('lending.loan.records.empty')}</p>
      ) : (
        <ul className="p2p-order-list">
          {loan.records.map((record, index) => (
            <RecordLine
              key={`${record.kind}-${record.time}-${index}`}
              record={record}
              loan={loan}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
