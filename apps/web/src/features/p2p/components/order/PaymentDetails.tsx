import type { P2pOrder } from '@exchange/contracts';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DetailRows } from '../../../funding/components/DetailRows';
import { advertiserPath } from '../../paths';
import { maskAccount } from '../../paymentRules';
import { OrderImage } from '../OrderImage';
import { TypeIcon } from '../TypeIcon';

/**
 * Where the fiat goes. The buyer sees the seller's method in full, each
 * detail with a copy button; the seller sees which of their own methods the
 * buyer pays to.
 */
export function PaymentDetails({ order }: { order: P2pOrder }) {
  const { t } = useTranslation();
  const { payment } = order;
  const copy = { label: t('p2p.common.copy') };
  const type = (
    <span className="p2p-method-inline">
      <TypeIcon type={payment.type} />
      {t(`p2p.payment.type.${payment.type}`)}
    </span>
  );
  if (order.role === 'seller') {
    return (
      <section className="card p2p-card" data-testid="order-payment">
        <h3 className="card-title">{t('p2p.order.buyerPaysTo')}</h3>
        <DetailRows
          rows={[
            { label: t('p2p.order.method'), value: type },
            payment.account !== null && {
              label: t('p2p.order.account'),
              value: maskAccount(payment.account),
            },
          ]}
        />
      </section>
    );
  }
  return (
    <section className="card p2p-card" data-testid="order-payment">
      <h3 className="card-title">{t('p2p.order.payTo')}</h3>
      <DetailRows
        rows={[
          { label: t('p2p.order.method'), value: type },
          {
            label: t('p2p.order.name'),
            value: payment.realName,
            copy: { ...copy, text: payment.realName },
            testId: 'order-payee-name',
          },
          payment.bankName !== null && {
            label: t('p2p.order.bank'),
            value: payment.bankName,
            copy: { ...copy, text: payment.bankName },
          },
          payment.account !== null && {
            label: t('p2p.order.account'),
            value: payment.account,
            copy: { ...copy, text: payment.account },
            testId: 'order-payee-account',
          },
          payment.branch !== null && {
            label: t('p2p.order.branch'),
            value: payment.branch,
            copy: { ...copy, text: payment.branch },
          },
        ]}
      />
      {payment.qrFileId !== null && (
        <div className="p2p-qr" data-testid="order-payee-qr">
          <span className="muted small">{t('p2p.order.qr')}</span>
          <OrderImage orderId={order.id} fileId={payment.qrFileId} label={t('p2p.order.qr')} />
        </div>
      )}
      <p className="notice notice-warn p2p-inline-notice">{t('p2p.order.payNote')}</p>
    </section>
  );
}

/**
 * Who the order is with: their nickname (to their profile) and the verified
 * name the money must come from or go to.
 */
export function Counterpart({ order }: { order: P2pOrder }) {
  const { t } = useTranslation();
  return (
    <section className="card p2p-card" data-testid="order-counterpart">
      <DetailRows
        rows={[
          {
            label: t('p2p.order.counterpart'),
            value: (
              <Link
                to={advertiserPath(order.counterpart.userId)}
                className="p2p-profile-link"
                data-testid="order-counterpart-link"
              >
                {order.counterpart.nickname}
                <RightOutline aria-hidden="true" />
              </Link>
            ),
          },
          {
            label: order.role === 'buyer' ? t('p2p.order.sellerName') : t('p2p.order.buyerName'),
            value: order.counterpart.realName,
            testId: 'order-counterpart-name',
          },
        ]}
      />
    </section>
  );
}
