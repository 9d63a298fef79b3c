import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../../components/PageHeader';
import { QueryState } from '../../../../components/QueryState';
import { useSession } from '../../../../state/session';
import { idParam } from '../../../p2p/paths';
import { CreditApplyForm } from '../components/CreditApplyForm';
import { CreditDemoNotice } from '../components/CreditNotices';
import { CREDIT_PATHS } from '../paths';
import { useCreditProducts } from '../queries';
import '../../../account/account.css';
import '../../../funding/funding-detail.css';
import '../../../p2p/trade.css';
import '../../lending.css';
import '../credit.css';

function Apply() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
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
        <div className="lending-body">
          <CreditApplyForm
            products={list}
            initialId={idParam(params.get('productId') ?? undefined)}
          />
        </div>
      )}
    </QueryState>
  );
}

/** `/credit/apply` (`?productId=` to choose a product): the application form. */
export default function CreditApplyScreen() {
  const { t } = useTranslation();
  const demo = useSession((state) => state.demo);
  return (
    <div className="screen lending-screen" data-testid="screen-credit-apply">
      <PageHeader
        title={t('lending.credit.form.title')}
        right={
          <Link to={CREDIT_PATHS.home} className="lending-header-link">
            {t('lending.credit.title')}
          </Link>
        }
      />
      {demo ? <CreditDemoNotice /> : <Apply />}
    </div>
  );
}
