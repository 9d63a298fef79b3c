import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { loginRedirect } from '../../app/guards';
import { notify } from '../../app/notify';
import { useSession } from '../../state/session';
import type { Problem } from '../wallet/transferRules';
import { useProblemText } from '../wallet/useProblemText';
import { useOrderSubmit } from './useOrderSubmit';

interface OrderFormSubmitInput<Q, O> {
  /** The place-order mutation's `mutateAsync`. */
  send: (body: Q & { clientOrderId: string }) => Promise<O>;
  /** A placement is in flight: a second press is ignored. */
  pending: boolean;
  /** The draft passed the market's or contract's checks. */
  valid: boolean;
  /** The request for the current draft; only built once it is valid. */
  request: () => Q;
  /** Clears the form after a placed order. */
  reset: () => void;
}

/**
 * What an order form (spot or contract) does on submit: a guest goes to log
 * in and comes back; otherwise the draft's problems show, and a valid draft
 * is placed (see useOrderSubmit), toasted and cleared.
 */
export function useOrderFormSubmit<Q, O>(input: OrderFormSubmitInput<Q, O>) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = useSession((state) => state.token !== null);
  const { submit, outcome } = useOrderSubmit(input.send);
  const [tried, setTried] = useState(false);

  // Problems show once a field has text, or for every field after a submit was tried.
  const shown = (text: string, problem: Problem | undefined) =>
    text.trim() !== '' || tried ? problemText(problem) : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!signedIn) {
      navigate(loginRedirect(`${location.pathname}${location.search}`));
      return;
    }
    if (input.pending) return;
    setTried(true);
    if (!input.valid) return;
    const order = await submit(input.request());
    if (order === null) return;
    notify.info(t('trade.placed'));
    input.reset();
    setTried(false);
  };

  return { signedIn, outcome, shown, onSubmit };
}
