import { EARN_PRODUCT_KINDS, type EarnProductKind } from '@exchange/contracts';
import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { PagedTabs } from '../../lending/components/PagedTabs';
import { useEarnProducts } from '../queries';
import { ProductCard } from './ProductCard';
import '../../p2p/trade.css';

function Products({ kind }: { kind: EarnProductKind }) {
  const { t } = useTranslation();
  const products = useEarnProducts(kind);
  const list = products.data ?? [];
  return (
    <QueryState
      isPending={products.isPending}
      error={products.error}
      onRetry={() => void products.refetch()}
    >
      {list.length === 0 ? (
        <div className="p2p-empty" data-testid="earn-products-empty">
          <ErrorBlock status="empty" title={t('earn.home.empty')} description="" />
        </div>
      ) : (
        <ul className="earn-list" data-testid={`earn-products-${kind}`}>
          {list.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}

/** Funds and pool lock-ups, a tab each, with the products of the chosen kind. */
export function ProductList() {
  const { t } = useTranslation();
  return (
    <PagedTabs<EarnProductKind>
      items={EARN_PRODUCT_KINDS.map((kind) => ({ key: kind, label: t(`earn.kind.${kind}`) }))}
      initial="fund"
      testIdPrefix="earn-kind"
    >
      {(kind) => <Products kind={kind} />}
    </PagedTabs>
  );
}
