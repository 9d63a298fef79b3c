import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { useSession } from '../../../state/session';
import { EARN_PATHS } from '../../earn/paths';
import { CustodyRow } from '../components/CustodyRow';
import { MiningDemoNotice } from '../components/MiningNotices';
import { MINING_PATHS } from '../paths';
import { useCustodyOrders } from '../queries';
import '../../account/account.css';
import '../../funding/funding-detail.css';
import '../../p2p/trade.css';
import '../../lending/lending.css';
import '../../earn/earn.css';
import '../mining.css';

function CustodyList() {
  const { t } = useTranslation();
  const custody = useCustodyOrders();
  const list = custody.data ?? [];
  return (
    <QueryState
      isPending={custody.isPending}
      error={custody.error}
      onRetry={() => void custody.refetch()}
    >
      {list.length === 0 ? (
        <div className="p2p-empty" data-testid="custody-empty">
          <ErrorBlock status="empty" title={t('mining.custody.empty')} description="" />
          <Link to={EARN_PATHS.home} className="lending-link">
            {t('mining.custody.browse')}
          </Link>
        </div>
      ) : (
        <ul className="p2p-order-list" data-testid="custody-list">
          {list.map((order) => (
            <CustodyRow key={`${order.kind}-${order.id}`} order={order} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}

/** `/financial/custody`: everything the caller holds in custody now: funds, lock-ups and machines. */
export default function CustodyScreen() {
  const { t } = useTranslation();
  const demo = useSession((state) => state.demo);
  return (
    <div className="screen lending-screen" data-testid="screen-custody">
      <PageHeader
        title={t('mining.custody.title')}
        right={
          <Link to={MINING_PATHS.home} className="lending-header-link">
            {t('mining.title')}
          </Link>
        }
      />
      <div className="lending-body">
        {demo ? <MiningDemoNotice /> : <CustodyList />}
        <p className="muted small lending-note">{t('mining.custody.note')}</p>
      </div>
    </div>
  );
}
