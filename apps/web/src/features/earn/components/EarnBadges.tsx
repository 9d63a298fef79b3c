import type { EarnOrderStatus, EarnProduct } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';

type Tone = 'pending' | 'good' | 'bad' | 'muted';
type Sale = EarnProduct['sale'];

const SALE_TONES: Readonly<Record<Sale, Tone>> = {
  upcoming: 'pending',
  open: 'good',
  sold_out: 'bad',
  closed: 'muted',
};

const STATUS_TONES: Readonly<Record<EarnOrderStatus, Tone>> = {
  confirming: 'pending',
  custody: 'good',
  redeemed: 'muted',
  matured: 'good',
  cancelled: 'muted',
};

/** Where a product's sale stands: upcoming, on sale, sold out or closed. */
export function SaleBadge({ sale }: { sale: Sale }) {
  const { t } = useTranslation();
  return (
    <span className={`status-pill ${SALE_TONES[sale]}`} data-testid="earn-sale" data-sale={sale}>
      {t(`earn.sale.${sale}`)}
    </span>
  );
}

/** An order's state in words: confirming, in custody, redeemed early, matured, cancelled. */
export function OrderStatusBadge({ status }: { status: EarnOrderStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`status-pill ${STATUS_TONES[status]}`}
      data-testid="earn-status"
      data-status={status}
    >
      {t(`earn.status.${status}`)}
    </span>
  );
}
