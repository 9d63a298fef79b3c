import type { PaymentMethod } from '@exchange/contracts';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { editPath } from '../paths';
import { maskAccount } from '../paymentRules';
import { TypeIcon } from './TypeIcon';

/** One saved method in the list: its type, the account's last four, its bank, on or off. */
export function PaymentCard({ method }: { method: PaymentMethod }) {
  const { t } = useTranslation();
  const account = method.account === null ? t('p2p.payment.qrOnly') : maskAccount(method.account);
  return (
    <Link
      to={editPath(method.id)}
      className="card payment-card"
      data-testid={`payment-card-${method.id}`}
      data-enabled={method.enabled}
    >
      <TypeIcon type={method.type} />
      <span className="payment-card-body">
        <span className="payment-card-head">
          <strong>{t(`p2p.payment.type.${method.type}`)}</strong>
          <span className={`payment-state ${method.enabled ? 'on' : 'off'}`}>
            {method.enabled ? t('p2p.payment.on') : t('p2p.payment.off')}
          </span>
        </span>
        <span className="payment-account" data-testid="payment-account">
          {account}
        </span>
        {method.bankName && <span className="muted small">{method.bankName}</span>}
      </span>
      <RightOutline className="payment-card-arrow" aria-hidden="true" />
    </Link>
  );
}
