import type { SavingsOverview } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../market/format';
import { hourText, percentText } from '../format';

/** How flexible savings works, in short sentences, with the server's own settings. */
export function SavingsRules({ overview }: { overview: SavingsOverview }) {
  const { t } = useTranslation();
  const share = overview.coins[0]?.saverShare ?? null;
  return (
    <section className="card lending-card" data-testid="savings-rules">
      <h3 className="card-title">{t('lending.savings.rules.title')}</h3>
      <ul className="lending-rules">
        <li data-testid="savings-rule-payout">
          {t('lending.savings.rules.payout', {
            hour: hourText(overview.payoutHour),
            zone: overview.timeZone,
            share: percentText(share),
          })}
        </li>
        <li data-testid="savings-rule-next">
          {t('lending.savings.rules.next', { time: formatDateTime(overview.nextPayoutAt) })}
        </li>
        <li data-testid="savings-rule-hold">
          {t('lending.savings.rules.hold', { hours: overview.holdHours })}
        </li>
        <li>{t('lending.savings.rules.redeem')}</li>
        <li>{t('lending.savings.rules.rate')}</li>
      </ul>
    </section>
  );
}
