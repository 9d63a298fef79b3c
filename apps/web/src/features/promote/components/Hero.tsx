import type { ReferralRules } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { percentText } from '../../lending/format';

/**
 * The banner: what a direct invitee earns the caller, read from the
 * programme's level-1 rates (nothing more is promised than the rules say).
 */
export function Hero({ rules }: { rules: ReferralRules }) {
  const { t } = useTranslation();
  const direct = rules.bases.filter((entry) => entry.rates[0] !== undefined);
  return (
    <section className="promote-hero" data-testid="promote-hero">
      <h2 className="promote-hero-title">{t('promote.hero.title')}</h2>
      <p className="promote-hero-text">{t('promote.hero.text')}</p>
      {direct.length > 0 ? (
        <>
          <ul className="promote-hero-rates">
            {direct.map((entry) => (
              <li key={entry.basis} data-testid={`promote-hero-${entry.basis}`}>
                {t(`promote.hero.${entry.basis}`, { rate: percentText(entry.rates[0]) })}
              </li>
            ))}
          </ul>
          <p className="muted small lending-note">{t('promote.hero.direct')}</p>
        </>
      ) : (
        <p className="muted small lending-note">{t('promote.rules.none')}</p>
      )}
    </section>
  );
}
