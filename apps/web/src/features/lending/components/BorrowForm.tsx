import type { LoanPair } from '@exchange/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../app/notify';
import { useFiat } from '../../settings/useFiat';
import { formatExact } from '../../wallet/format';
import { canonicalAmount } from '../../wallet/transferRules';
import { useIdempotentSubmit } from '../../wallet/useIdempotentSubmit';
import { useProblemText } from '../../wallet/useProblemText';
import { percentText } from '../format';
import {
  aboveInitial,
  borrowableMax,
  hasPrices,
  healthOf,
  isAboveZero,
  liquidationPrice,
  pledgeRatio,
  termInterest,
} from '../lendingMath';
import { checkCollateral, checkLoanAmount } from '../lendingRules';
import { useBorrow } from '../mutations';
import { loanPath } from '../paths';
import { AmountInput } from './AmountInput';
import { BorrowFigures } from './BorrowFigures';
import { FormFoot } from './FormFoot';
import '../../p2p/trade.css';

type BorrowDraft = {
  collateral: string;
  loanCoin: string;
  collateralAmount: string;
  amount: string;
  termDays: number;
};

/** The index prices the figures use, or why borrowing waits for them. */
function Prices({ pair }: { pair: LoanPair }) {
  const { t } = useTranslation();
  const fiat = useFiat();
  if (!hasPrices(pair)) {
    const missing = isAboveZero(pair.collateralPrice) ? pair.loanCoin : pair.collateral;
    return (
      <p className="notice notice-warn lending-inline" data-testid="borrow-no-price">
        {t('lending.pledge.noPrice', { coin: missing })}
      </p>
    );
  }
  return (
    <p className="muted small lending-prices" data-testid="borrow-prices">
      {t('lending.pledge.prices', {
        collateral: pair.collateral,
        collateralPrice: fiat(pair.collateralPrice ?? ''),
        loan: pair.loanCoin,
        loanPrice: fiat(pair.loanPrice ?? ''),
      })}
    </p>
  );
}

/**
 * One pair's borrow form: collateral out of the spot balance, the amount
 * (at most what the collateral secures at the initial ratio, at least the
 * minimum loan), the term, and the figures as the user types.
 */
export function BorrowForm({ pair, available }: { pair: LoanPair; available: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const problemText = useProblemText();
  const borrow = useBorrow();
  const { submit, outcome } = useIdempotentSubmit((body: BorrowDraft, requestId: string) =>
    borrow.mutateAsync({ ...body, requestId }),
  );
  const [collateral, setCollateral] = useState('');
  const [amount, setAmount] = useState('');
  const [chosenTerm, setTerm] = useState<number | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const termDays = chosenTerm ?? pair.termDays[0] ?? 0;
  const priced = hasPrices(pair);
  const held = canonicalAmount(collateral);
  const asked = canonicalAmount(amount);
  const most = held === null ? null : borrowableMax(held, pair);
  const ratio = held !== null && asked !== null ? pledgeRatio(asked, held, pair) : null;
  const health = healthOf(ratio, pair);
  const collateralProblem = checkCollateral(collateral, pair, available);
  const amountProblem = checkLoanAmount(amount, pair, collateral);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (borrow.isPending || !priced) return;
    setSubmitted(true);
    if (collateralProblem || amountProblem || held === null || asked === null) return;
    const result = await submit({
      collateral: pair.collateral,
      loanCoin: pair.loanCoin,
      collateralAmount: held,
      amount: asked,
      termDays,
    });
    if (!result) return;
    notify.info(t('lending.pledge.borrowed', { amount: formatExact(asked), coin: pair.loanCoin }));
    navigate(loanPath(result.id));
  };

  return (
    <form
      className="account-form lending-form"
      noValidate
      data-testid="borrow-form"
      onSubmit={(event) => void onSubmit(event)}
    >
      <Prices pair={pair} />
      <AmountInput
        label={t('lending.pledge.collateral')}
        coin={pair.collateral}
        value={collateral}
        onChange={setCollateral}
        max={available}
        decimals={pair.collateralDecimals}
        available={available}
        error={submitted ? problemText(collateralProblem) : undefined}
        placeholder={t('lending.pledge.collateralPlaceholder')}
        testId="borrow-collateral"
      />
      <AmountInput
        label={t('lending.pledge.amount')}
        coin={pair.loanCoin}
        value={amount}
        onChange={setAmount}
        max={priced ? (most ?? '0') : undefined}
        decimals={pair.loanDecimals}
        error={submitted ? problemText(amountProblem) : undefined}
        placeholder={t('lending.pledge.amountPlaceholder')}
        testId="borrow-amount"
        hint={
          most !== null &&
          t('lending.pledge.maxHint', {
            amount: formatExact(most),
            coin: pair.loanCoin,
            ratio: percentText(pair.initialRatio),
          })
        }
      />
      <fieldset className="p2p-choice-group">
        <legend className="field-label">{t('lending.pledge.term')}</legend>
        <div className="p2p-choices">
          {pair.termDays.map((days) => (
            <button
              key={days}
              type="button"
              className={
                days === termDays ? 'p2p-choice lending-choice active' : 'p2p-choice lending-choice'
              }
              aria-pressed={days === termDays}
              data-testid={`borrow-term-${days}`}
              onClick={() => setTerm(days)}
            >
              {t('lending.common.days', { days })}
            </button>
          ))}
        </div>
      </fieldset>
      {aboveInitial(ratio, pair.initialRatio) && (
        <p className="notice notice-danger lending-inline" role="alert" data-testid="borrow-over">
          {t('lending.pledge.overInitial', {
            ratio: percentText(pair.initialRatio),
            max: formatExact(most ?? '0'),
            coin: pair.loanCoin,
          })}
        </p>
      )}
      {health !== null && health !== 'healthy' && (
        <p className="notice notice-warn lending-inline" data-testid="borrow-call-warning">
          {t('lending.pledge.callWarning', { ratio: percentText(pair.callRatio) })}
        </p>
      )}
      <BorrowFigures
        pair={pair}
        preview={{
          ratio,
          health,
          liquidationPrice:
            held !== null && asked !== null ? liquidationPrice(asked, held, pair) : null,
          interest:
            asked === null
              ? null
              : termInterest(asked, pair.hourlyRate, termDays, pair.loanDecimals),
          termDays,
        }}
      />
      <FormFoot
        note={t('lending.pledge.collateralNote')}
        outcome={outcome}
        pending={borrow.isPending}
        submitText={t('lending.pledge.submit', { coin: pair.loanCoin })}
        testId="borrow-submit"
        disabled={!priced}
        large
      />
    </form>
  );
}
