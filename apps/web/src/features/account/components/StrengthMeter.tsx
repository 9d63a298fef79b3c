import { useTranslation } from 'react-i18next';
import { PASSWORD_STRENGTHS, passwordStrength } from '../validation';

/** Three bars and a word; shown under a new password once something is typed. */
export function StrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation();
  if (password === '') return <span>{t('account.password.rule')}</span>;
  const strength = passwordStrength(password);
  const level = PASSWORD_STRENGTHS.indexOf(strength);
  return (
    <span className={`strength strength-${strength}`} data-testid="password-strength">
      <span className="strength-bars" aria-hidden="true">
        {PASSWORD_STRENGTHS.map((name, index) => (
          <i key={name} className={index <= level ? 'on' : undefined} />
        ))}
      </span>
      {t(`account.password.${strength}`)}
    </span>
  );
}
