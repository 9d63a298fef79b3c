import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { EARN_PATHS } from '../paths';
import { useEarnProduct, type EarnProductDetail } from '../queries';

/** An address whose product id is unreadable, with the way back to the list. */
export function ProductNotFound() {
  const { t } = useTranslation();
  return (
    <div className="notice lending-inline" data-testid="earn-product-not-found">
      <p>{t('earn.product.notFound')}</p>
      <Link to={EARN_PATHS.home} replace className="lending-link">
        {t('earn.product.back')}
      </Link>
    </div>
  );
}

/** Reads one product and renders it once here (the server's refusal, such as not found, inline). */
export function ProductLoader({
  id,
  children,
}: {
  id: number;
  children: (product: EarnProductDetail) => ReactNode;
}) {
  const product = useEarnProduct(id);
  return (
    <QueryState
      isPending={product.isPending}
      error={product.error}
      onRetry={() => void product.refetch()}
    >
      {product.data && children(product.data)}
    </QueryState>
  );
}
