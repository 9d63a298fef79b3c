import type { ReferralRules } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { percentText } from '../../lending/format';
import { formatExact } from '../../wallet/format';

/**
 * The programme as the server states it: what rebates are a share of and
 * at which rate per level, the conditions, vesting and claiming, where the
 * money comes from, and how long a referrer can still be added.
 */
export function RulesCard({ rules }: { rules: ReferralRules }) {
  const { t } = useTranslation();
  const bases = rules.bases.filter((entry) => entry.rates.length > 0);
  const deposits = bases.some((entry) => entry.basis === 'deposit');
  return (
    <section className="card lending-card lending-inline" data-testid="promote-rules">
      <h3 className="card-title">{t('promote.rules.title')}</h3>
      {bases.length === 0 ? (
        <p className="muted lending-note" data-testid="promote-rules-none">
          {t('promote.rules.none')}
        </p>
      ) : (
        <>
          <p className="lending-note">{t('promote.rules.basedOn')}</p>
          <ul className="promote-bases">
            {bases.map((entry) => (
              <li key={entry.basis} data-testid={`promote-basis-${entry.basis}`}>
                <strong>{t(`promote.rules.basis.${entry.basis}`)}</strong>
                <span className="promote-rates">
                  {entry.rates.map((rate, index) => (
                    <span key={index} className="chip">
                      {t('promote.rules.level', { level: index + 1, rate: percentText(rate) })}
                    </span>
                  ))}
                </span>
              </li>
            ))}
          </ul>
          {rules.levels > 1 && (
            <p className="muted small lending-note">{t('promote.rules.levels')}</p>
          )}
        </>
      )}
      <ul className="lending-rules" data-testid="promote-rules-list">
        <li data-testid="promote-rule-source">{t('promote.rules.source')}</li>
        <li data-testid="promote-rule-verified">{t('promote.rules.verified')}</li>
        {deposits && (
          <li data-testid="promote-rule-qualifying">
            {t('promote.rules.qualifying', {
              amount: formatExact(rules.qualifyingDailyRechargeUsdt),
            })}
          </li>
        )}
        <li data-testid="promote-rule-vesting">
          {rules.vestingDays === 0
            ? t('promote.rules.vestingNone')
            : rules.vestingDays === 1
              ? t('promote.rules.vestingOneDay')
              : t('promote.rules.vesting', { days: rules.vestingDays })}
        </li>
        <li>{t('promote.rules.claim')}</li>
        {rules.dailyCapUsdt !== null && (
          <li data-testid="promote-rule-cap">
            {t('promote.rules.cap', { amount: formatExact(rules.dailyCapUsdt) })}
          </li>
        )}
        {rules.minerLevelRule && (
          <li data-testid="promote-rule-miner">{t('promote.rules.minerLevel')}</li>
        )}
        <li>{t('promote.rules.linked')}</li>
        <li data-testid="promote-rule-bind">
          {rules.bindWindowDays === 0
            ? t('promote.rules.bindNone')
            : rules.bindWindowDays === 1
              ? t('promote.rules.bindWindowOneDay')
              : t('promote.rules.bindWindow', { days: rules.bindWindowDays })}
        </li>
      </ul>
    </section>
  );
}
