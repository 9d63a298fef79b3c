import type { P2pOrder } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fiatText } from '../../format';
import { releasePath } from '../../paths';

/**
 * On a paid order, the seller's way to the release step: what to look for
 * in their account (the sum, from the buyer's verified name) before going on.
 */
export function ReleaseEntry({
  order,
  fiatDecimals,
}: {
  order: P2pOrder;
  fiatDecimals: number | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = order.counterpart.realName;
  return (
    <section className="card p2p-card p2p-release" data-testid="order-release-entry">
      <h3 className="card-title">{t('p2p.order.release.title')}</h3>
      <p className="p2p-release-name">
        <span className="muted small">{t('p2p.order.buyerName')}</span>
        <strong data-testid="order-release-entry-name">{name}</strong>
      </p>
      <p className="muted small">
        {t('p2p.order.release.entry', {
          amount: fiatText(order.amount, fiatDecimals),
          fiat: order.fiat,
          name,
        })}
      </p>
      <Button
        block
        shape="rounded"
        color="primary"
        size="large"
        data-testid="order-release-open"
        onClick={() => navigate(releasePath(order.id))}
      >
        {t('p2p.order.release.submit')}
      </Button>
    </section>
  );
}
