import type { EarnProduct } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loginRedirect } from '../../../app/guards';
import { useSession } from '../../../state/session';
import { formatDateTime } from '../../market/format';
import { buyPath } from '../paths';
import { EarnDemoNotice } from './EarnNotices';

/** Why a product that is not on sale cannot be bought. */
export function ClosedReason({ product }: { product: EarnProduct }) {
  const { t } = useTranslation();
  let text: string = t('earn.product.notOpen.closed');
  if (product.sale === 'upcoming') {
    text = t('earn.product.notOpen.upcoming', { time: formatDateTime(product.opensAt) });
  } else if (product.sale === 'sold_out') {
    text = t('earn.product.notOpen.sold_out');
  }
  return (
    <p className="muted small lending-note" data-testid="earn-buy-closed">
      {text}
    </p>
  );
}

/**
 * "Buy" (a lock-up's "Subscribe") while the product is on sale, saying why
 * not otherwise. A guest goes to log in first and comes back to the form;
 * a demo session is told buying needs the real account.
 */
export function BuyAction({ product }: { product: EarnProduct }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useSession((state) => state.token !== null);
  const demo = useSession((state) => state.demo);
  if (demo) return <EarnDemoNotice />;
  const open = product.sale === 'open';
  const target = buyPath(product.id);
  let label: string = product.kind === 'fund' ? t('earn.product.buy') : t('earn.product.subscribe');
  if (!signedIn) label = t('earn.product.loginToBuy');
  return (
    <div className="lending-actions">
      <Button
        block
        shape="rounded"
        color="primary"
        size="large"
        disabled={!open}
        data-testid="earn-buy"
        onClick={() => navigate(signedIn ? target : loginRedirect(target))}
      >
        {label}
      </Button>
      {!open && <ClosedReason product={product} />}
    </div>
  );
}
