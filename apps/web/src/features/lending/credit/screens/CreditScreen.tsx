import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../../components/PageHeader';
import { QueryState } from '../../../../components/QueryState';
import { useSession } from '../../../../state/session';
import { CreditDemoNotice } from '../components/CreditNotices';
import { CreditStats } from '../components/CreditStats';
import { ProductCard } from '../components/ProductCard';
import { CREDIT_PATHS } from '../paths';
import { useCreditProducts, useCreditStatistics } from '../queries';
import '../../../account/account.css';
import '../../../funding/funding-detail.css';
import '../../../p2p/trade.css';
import '../../lending.css';
import '../credit.css';

/** The products, with "Apply" on each unless an application or loan is open (one at a time). */
function Products({ canApply }: { canApply: boolean }) {
  const { t } = useTranslation();
  const products = useCreditProducts();
  const list = products.data ?? [];
  return (
    <QueryState
      isPending={products.isPending}
      error={products.error}
      onRetry={() => void products.refetch()}
    >
      {list.length === 0 ? (
        <div className="p2p-empty" data-testid="credit-no-products">
          <ErrorBlock status="empty" title={t('lending.credit.noProducts')} description="" />
        </div>
      ) : (
        list.map((product) => (
          <ProductCard key={product.id} product={product} canApply={canApply} />
        ))
      )}
    </QueryState>
  );
}

function Overview() {
  const { t } = useTranslation();
  const statistics = useCreditStatistics();
  // Applying stays open unless an open application or loan is known: the server judges.
  const open = statistics.data?.open ?? null;
  return (
    <div className="lending-body">
      <QueryState
        isPending={statistics.isPending}
        error={statistics.error}
        onRetry={() => void statistics.refetch()}
      >
        {statistics.data && <CreditStats statistics={statistics.data} />}
      </QueryState>
      <h2 className="card-title credit-entry-note">{t('lending.credit.products')}</h2>
      <p className="muted small lending-note" data-testid="credit-requirements">
        {open ? t('lending.credit.openNote') : t('lending.credit.requirements')}
      </p>
      <Products canApply={open === null} />
    </div>
  );
}

/** `/credit`: the caller's credit at a glance, and the products to apply for. */
export default function CreditScreen() {
  const { t } = useTranslation();
  const demo = useSession((state) => state.demo);
  return (
    <div className="screen lending-screen" data-testid="screen-credit">
      <PageHeader
        title={t('lending.credit.title')}
        right={
          demo ? undefined : (
            <Link
              to={CREDIT_PATHS.history}
              className="lending-header-link"
              data-testid="credit-history-link"
            >
              {t('lending.credit.history.title')}
            </Link>
          )
        }
      />
      {demo ? <CreditDemoNotice /> : <Overview />}
    </div>
  );
}
