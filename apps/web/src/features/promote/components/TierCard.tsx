import type { PromotionSummary } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { formatBalance, formatExact } from '../../wallet/format';

/**
 * The caller's tier and the direct invitees' total recharge it is read
 * from, with the tier ranges the operator has set (a tier without a
 * minimum is not awarded, so it is not listed).
 */
export function TierCard({ summary }: { summary: PromotionSummary }) {
  const { t } = useTranslation();
  const tiers = summary.rules.tiers.filter((tier) => tier.minUsdt !== null);
  return (
    <section className="card lending-card lending-inline" data-testid="promote-tier">
      <div className="promote-tier-head">
        <h3 className="card-title">{t('promote.tier.title')}</h3>
        <span
          className={summary.tier ? `promote-tier-badge ${summary.tier}` : 'promote-tier-badge'}
          data-testid="promote-tier-name"
        >
          {summary.tier ? t(`promote.tier.name.${summary.tier}`) : t('promote.tier.none')}
        </span>
      </div>
      <div className="promote-tier-team">
        <span className="muted small">{t('promote.tier.team')}</span>
        <strong data-testid="promote-team-recharge">
          {`${formatBalance(summary.teamRechargeUsdt)} USDT`}
        </strong>
      </div>
      {tiers.length > 0 && (
        <ul className="promote-tier-list" data-testid="promote-tiers">
          {tiers.map((tier) => (
            <li
              key={tier.name}
              className={tier.name === summary.tier ? 'current' : undefined}
              data-testid={`promote-tier-${tier.name}`}
            >
              <span>{t(`promote.tier.name.${tier.name}`)}</span>
              <span className="muted">
                {tier.maxUsdt === null
                  ? t('promote.tier.from', { min: formatExact(tier.minUsdt ?? '0') })
                  : t('promote.tier.range', {
                      min: formatExact(tier.minUsdt ?? '0'),
                      max: formatExact(tier.maxUsdt),
                    })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p className="muted small lending-note">{t('promote.tier.note')}</p>
    </section>
  );
}
