import type { ChainInfo } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { NO_VALUE } from '../../settings/fiat';
import { formatExact, withSymbol } from '../format';
import { DetailRows } from './DetailRows';

interface WithdrawFactsProps {
  symbol: string;
  chain: ChainInfo;
  /** Amount minus fee from `receiveAmount`, or null while there is nothing sensible to show. */
  receive: string | null;
}

/** Fee, what arrives, and the network's limits, count and hours, next to the amount. */
export function WithdrawFacts({ symbol, chain, receive }: WithdrawFactsProps) {
  const { t } = useTranslation();
  const amount = (text: string) => withSymbol(text, symbol);
  return (
    <section className="funding-card withdraw-facts">
      <DetailRows
        rows={[
          {
            label: t('funding.withdraw.fee'),
            value: amount(chain.withdrawFee),
            testId: 'withdraw-fee',
          },
          {
            label: t('funding.withdraw.receive'),
            value: (
              <strong className="receive-value">
                {receive === null ? NO_VALUE : amount(receive)}
              </strong>
            ),
            testId: 'withdraw-receive',
          },
          {
            label: t('funding.withdraw.limits'),
            value: t('funding.withdraw.limitsValue', {
              min: formatExact(chain.withdrawMin),
              max: formatExact(chain.withdrawMax),
              symbol,
            }),
          },
          {
            label: t('funding.withdraw.daily'),
            value: t('funding.withdraw.dailyValue', { times: chain.withdrawDailyCount }),
          },
          { label: t('funding.withdraw.window'), value: chain.withdrawWindow },
        ]}
      />
    </section>
  );
}
