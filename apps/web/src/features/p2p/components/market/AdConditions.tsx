import type { AdConditions as Conditions } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';

const NAMES = ['advancedVerified', 'registered30Days', 'holdingAbove30Usdt'] as const;

/** Who may take the ad, when its advertiser has set requirements. */
export function AdConditions({ conditions }: { conditions: Conditions }) {
  const { t } = useTranslation();
  const set = NAMES.filter((name) => conditions[name]);
  if (set.length === 0) return null;
  return (
    <div className="p2p-conditions" data-testid="ad-conditions">
      <span className="field-label">{t('p2p.conditions.title')}</span>
      <ul>
        {set.map((name) => (
          <li key={name}>{t(`p2p.conditions.${name}`)}</li>
        ))}
      </ul>
    </div>
  );
}
