import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FormScreen } from '../../account/components/FormScreen';
import { ResultView } from '../../account/components/ResultView';
import { symbolParam, withQuery } from '../../wallet/params';
import { useCoins } from '../../wallet/queries';
import { exactWithSymbol } from '../format';
import { FUNDING_PATHS, recordsPath } from '../paths';
import '../funding.css';

/**
 * "I have sent it": what happens after a deposit leaves the user's wallet,
 * with the numbers of the chosen network. There is nothing to submit (the
 * chain itself tells the server), so this page sets expectations and points
 * to the records where the deposit will appear.
 */
export default function RechargeSubmitScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const coins = useCoins();
  const symbol = symbolParam(params.get('symbol'));
  const chainName = params.get('chain')?.toUpperCase();
  const coin = coins.data?.find((candidate) => candidate.symbol === symbol);
  const chain = coin?.chains.find((candidate) => candidate.chain === chainName);

  const steps = [
    {
      title: t('funding.sent.confirmTitle'),
      body: chain
        ? t('funding.sent.confirmBody', {
            symbol: coin?.symbol ?? '',
            chain: chain.chain,
            confirmations: chain.confirmations,
          })
        : t('funding.sent.confirmGeneric'),
    },
    {
      title: t('funding.sent.creditTitle'),
      body: chain
        ? t('funding.sent.creditBody', {
            min: exactWithSymbol(chain.depositMin, coin?.symbol ?? ''),
          })
        : t('funding.sent.creditGeneric'),
    },
    { title: t('funding.sent.trackTitle'), body: t('funding.sent.trackBody') },
  ];

  return (
    <FormScreen title={t('funding.sent.screenTitle')} testId="screen-recharge-submit">
      <ResultView status="pending" title={t('funding.sent.title')} body={t('funding.sent.body')} />
      <ol className="sent-steps">
        {steps.map((step, index) => (
          <li key={step.title} className="sent-step">
            <span className="sent-step-index" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <strong>{step.title}</strong>
              <p className="muted small">{step.body}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="funding-actions">
        <Button
          block
          shape="rounded"
          size="large"
          color="primary"
          data-testid="deposit-sent-records"
          onClick={() => navigate(recordsPath('deposit'))}
        >
          {t('funding.deposit.records')}
        </Button>
        {symbol && (
          <Button
            block
            shape="rounded"
            fill="outline"
            onClick={() =>
              navigate(withQuery(FUNDING_PATHS.deposit, { symbol, chain: chain?.chain }), {
                replace: true,
              })
            }
          >
            {t('funding.sent.backToAddress')}
          </Button>
        )}
      </div>
    </FormScreen>
  );
}
