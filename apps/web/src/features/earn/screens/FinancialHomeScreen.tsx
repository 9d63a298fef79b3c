import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useSession } from '../../../state/session';
import { EarnDemoNotice } from '../components/EarnNotices';
import { EarnShortcuts } from '../components/EarnShortcuts';
import { HomeCustody } from '../components/HomeCustody';
import { ProductList } from '../components/ProductList';
import { EARN_PATHS } from '../paths';
import '../../account/account.css';
import '../../funding/funding-detail.css';
import '../../p2p/trade.css';
import '../../lending/lending.css';
import '../earn.css';

/**
 * `/financial`: funds and pool lock-ups on sale, for everyone. A signed-in
 * user also sees what they hold in custody per coin, with the way to their
 * orders; flexible savings and the income history are a tap away.
 */
export default function FinancialHomeScreen() {
  const { t } = useTranslation();
  const signedIn = useSession((state) => state.token !== null);
  const demo = useSession((state) => state.demo);
  const mine = signedIn && !demo;
  return (
    <div className="screen lending-screen" data-testid="screen-financial">
      <PageHeader
        title={t('earn.title')}
        right={
          mine ? (
            <Link to={EARN_PATHS.orders} className="lending-header-link">
              {t('earn.orders.short')}
            </Link>
          ) : undefined
        }
      />
      <div className="lending-body">
        {mine && <HomeCustody />}
        {demo && <EarnDemoNotice />}
        <EarnShortcuts />
        <ProductList />
      </div>
    </div>
  );
}
