import type { PaymentType } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';

/** The payment types an ad takes, as small tags; each type named once. */
export function PaymentTags({ types }: { types: readonly PaymentType[] }) {
  const { t } = useTranslation();
  const unique = [...new Set(types)];
  return (
    <ul className="p2p-pay-tags" aria-label={t('p2p.common.paymentMethods')}>
      {unique.map((type) => (
        <li key={type} className={`p2p-pay-tag ${type}`}>
          {t(`p2p.payment.type.${type}`)}
        </li>
      ))}
    </ul>
  );
}
