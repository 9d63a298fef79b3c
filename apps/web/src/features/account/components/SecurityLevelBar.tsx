import { useTranslation } from 'react-i18next';
import { SECURITY_LEVELS, securityLevel, type BoundFactors } from '../mask';
import './securityLevel.css';

/** The security level from bound factors, as three segments and a word. */
export function SecurityLevelBar({
  factors,
  compact = false,
}: {
  factors: BoundFactors;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const level = securityLevel(factors);
  const index = SECURITY_LEVELS.indexOf(level);
  return (
    <div className={compact ? 'security-level compact' : 'security-level'} data-level={level}>
      <span className="security-level-label">
        {t('account.safety.level')}: <strong>{t(`account.safety.levels.${level}`)}</strong>
      </span>
      <span className="security-level-bars" aria-hidden="true">
        {SECURITY_LEVELS.map((name, i) => (
          <i key={name} className={i <= index ? 'on' : undefined} />
        ))}
      </span>
      {!compact && !factors.google && (
        <span className="muted small">{t('account.safety.levelHint')}</span>
      )}
    </div>
  );
}
