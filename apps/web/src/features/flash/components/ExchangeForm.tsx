import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { checkAmount } from '../../wallet/transferRules';
import { useProblemText } from '../../wallet/useProblemText';
import { useExchangeDraft } from '../draft';
import { EXCHANGE_PATHS } from '../paths';
import { useQuote } from '../queries';
import { quoteRequestOf, sameRequest, type Pair } from '../rules';
import { useQuoteClock } from '../useQuoteClock';
import { useSettledRequest } from '../useSettledRequest';
import { AmountInput } from './AmountInput';
import { PairFields } from './PairFields';
import { QuoteCard } from './QuoteCard';

interface ExchangeFormProps {
  pair: Pair;
  coins: readonly string[];
  onPair: (pair: Pair) => void;
  /** The available spot balance of the From coin, as sent. */
  available: string;
  /** The From coin's decimals, once the coin list has loaded. */
  decimals: number | undefined;
  initialAmount: string;
}

/**
 * The coins and the amount, quoted as typed: the quote is asked for once
 * typing pauses and asked for again whenever it runs out. Preview takes the
 * quote on screen to the confirm step.
 */
export function ExchangeForm(props: ExchangeFormProps) {
  const { pair, available, decimals } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const problemText = useProblemText();
  const [amount, setAmount] = useState(props.initialAmount);
  const typed = quoteRequestOf(pair, amount, decimals);
  const request = useSettledRequest(typed);
  const waiting = !sameRequest(typed, request);
  const quote = useQuote(request);
  const remainingS = useQuoteClock(quote.data?.validUntilMs ?? null, () => void quote.refetch());
  // "Required" would only nag before anything is typed; the rest show while typing.
  const problem = amount === '' ? undefined : checkAmount(amount, { available, decimals });
  const shown = waiting ? undefined : quote.data;
  const ready =
    shown !== undefined &&
    !quote.isFetching &&
    !quote.error &&
    (remainingS ?? 0) > 0 &&
    problem === undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    useExchangeDraft.getState().save(shown);
    navigate(EXCHANGE_PATHS.submit);
  };

  return (
    <form className="account-form exchange-form" noValidate onSubmit={onSubmit}>
      <PairFields pair={pair} coins={props.coins} onChange={props.onPair} />
      <AmountInput
        coin={pair.from}
        value={amount}
        onChange={setAmount}
        available={available}
        error={problemText(problem)}
      />
      <QuoteCard idle={typed === null} quote={quote} waiting={waiting} remainingS={remainingS} />
      <Button
        type="submit"
        color="primary"
        shape="rounded"
        block
        size="large"
        disabled={!ready}
        data-testid="exchange-preview"
      >
        {t('exchange.preview')}
      </Button>
    </form>
  );
}
