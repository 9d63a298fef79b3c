import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { EARN_PATHS } from '../paths';
import { useEarnOrders } from '../queries';
import { CustodyTotals } from './CustodyTotals';

/** The signed-in user's custody per coin, read with the first page of their open orders. */
export function HomeCustody() {
  const { t } = useTranslation();
  const orders = useEarnOrders('open');
  const custody = orders.data?.pages[0]?.custody ?? [];
  return (
    <QueryState
      isPending={orders.isPending}
      error={orders.error}
      onRetry={() => void orders.refetch()}
    >
      <CustodyTotals
        custody={custody}
        link={
          <Link
            to={EARN_PATHS.orders}
            className="lending-link earn-head-link"
            data-testid="earn-orders-link"
          >
            {t('earn.orders.title')}
          </Link>
        }
      />
    </QueryState>
  );
}
