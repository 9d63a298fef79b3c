import type { IdentityOverview } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { formatBalance, formatExact } from '../../wallet/format';
import { levelNameKey } from '../levels';

/**
 * The daily crypto withdrawal limit of every level, the user's own
 * highlighted, and what today's withdrawals have used of it. Only the
 * withdrawal limit: peer-to-peer trading does not exist yet.
 */
export function LimitsTable({ overview }: { overview: IdentityOverview }) {
  const { t } = useTranslation();
  const limits = [...overview.limits].sort((a, b) => a.level - b.level);
  const own = limits.find((limit) => limit.level === overview.level);
  const used = formatBalance(overview.withdrawnTodayUsd);
  const limitText = (value: string | null) =>
    value === null ? t('identity.limits.unlimited') : formatExact(value);
  return (
    <section className="card identity-limits" data-testid="identity-limits">
      <h2 className="card-title">{t('identity.limits.title')}</h2>
      <table className="identity-table">
        <thead>
          <tr>
            <th scope="col">{t('identity.limits.level')}</th>
            <th scope="col">{t('identity.limits.limit')}</th>
          </tr>
        </thead>
        <tbody>
          {limits.map((limit) => {
            const mine = limit.level === overview.level;
            return (
              <tr
                key={limit.level}
                className={mine ? 'mine' : undefined}
                aria-current={mine ? 'true' : undefined}
                data-testid={`limit-${limit.level}`}
              >
                <th scope="row">
                  {t(levelNameKey(limit.level))}
                  {mine && <span className="badge identity-you">{t('identity.limits.yours')}</span>}
                </th>
                <td>{limitText(limit.withdrawDailyUsd)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {own && (
        <p className="identity-used" data-testid="limits-used">
          {own.withdrawDailyUsd === null
            ? t('identity.limits.usedUnlimited', { used })
            : t('identity.limits.used', { used, limit: formatExact(own.withdrawDailyUsd) })}
        </p>
      )}
      <p className="muted small">{t('identity.limits.note')}</p>
    </section>
  );
}
