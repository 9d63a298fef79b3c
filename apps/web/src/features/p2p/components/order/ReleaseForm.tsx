import { ERROR_CODES, type P2pOrder } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../../api';
import { notify } from '../../../../app/notify';
import { CheckboxField } from '../../../account/components/Field';
import { DigitInput } from '../../../account/components/DigitInput';
import { checkFundPassword } from '../../../wallet/transferRules';
import { useProblemText } from '../../../wallet/useProblemText';
import { coinText, fiatText } from '../../format';
import { useReleaseOrder } from '../../mutations';
import { releasePath } from '../../paths';

/**
 * The seller's release: they confirm the payment came from the buyer's
 * verified name (shown beside the button, as the server requires the
 * confirmation), then give the fund password. Irreversible, and it says so.
 */
export function ReleaseForm({
  order,
  coinDecimals,
  fiatDecimals,
  onReleased,
}: {
  order: P2pOrder;
  coinDecimals: number | undefined;
  fiatDecimals: number | undefined;
  onReleased: () => void;
}) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const release = useReleaseOrder();
  const [matches, setMatches] = useState(false);
  const [fundPassword, setFundPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [needsFundPassword, setNeedsFundPassword] = useState(false);
  const passwordProblem = checkFundPassword(fundPassword);
  const amount = fiatText(order.amount, fiatDecimals);
  const name = order.counterpart.realName;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (release.isPending) return;
    setSubmitted(true);
    if (!matches || passwordProblem) return;
    try {
      await release.mutateAsync({ id: order.id, fundPassword });
      notify.info(t('p2p.order.release.done'));
      onReleased();
    } catch (error) {
      // A wrong or locked password is toasted by the API client; digits are typed afresh.
      setFundPassword('');
      setSubmitted(false);
      setNeedsFundPassword(isApiError(error) && error.code === ERROR_CODES.FUND_PASSWORD_NOT_SET);
    }
  };

  return (
    <form
      className="account-form card p2p-card p2p-release"
      noValidate
      data-testid="order-release-form"
      onSubmit={(event) => void submit(event)}
    >
      <h3 className="card-title">{t('p2p.order.release.title')}</h3>
      <p className="p2p-release-name">
        <span className="muted small">{t('p2p.order.buyerName')}</span>
        <strong data-testid="order-release-name">{name}</strong>
      </p>
      <CheckboxField
        checked={matches}
        onChange={setMatches}
        testId="order-release-check"
        error={submitted && !matches ? t('p2p.order.release.checkNeeded') : undefined}
      >
        {t('p2p.order.release.check', { amount, fiat: order.fiat, name })}
      </CheckboxField>
      <DigitInput
        label={t('p2p.order.release.fundPassword')}
        value={fundPassword}
        onChange={setFundPassword}
        masked
        testId="order-release-password"
        error={submitted ? problemText(passwordProblem) : undefined}
      />
      {needsFundPassword && (
        <div className="notice notice-warn p2p-refusal" data-testid="order-need-fund-password">
          <p>{t('p2p.order.release.needFundPassword')}</p>
          <Link
            to={`/setFond?redirect=${encodeURIComponent(releasePath(order.id))}`}
            className="payment-link"
          >
            {t('p2p.order.release.setFundPassword')}
          </Link>
        </div>
      )}
      <p className="muted small">
        {t('p2p.order.release.final', {
          quantity: coinText(order.quantity, coinDecimals),
          coin: order.coin,
        })}
      </p>
      <Button
        type="submit"
        block
        shape="rounded"
        color="primary"
        size="large"
        loading={release.isPending}
        data-testid="order-release"
      >
        {t('p2p.order.release.submit')}
      </Button>
    </form>
  );
}
