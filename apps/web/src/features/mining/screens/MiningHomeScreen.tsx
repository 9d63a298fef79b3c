import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useSession } from '../../../state/session';
import { HomeRewards } from '../components/HomeRewards';
import { MachineList } from '../components/MachineList';
import { MiningDemoNotice } from '../components/MiningNotices';
import { MINING_PATHS } from '../paths';
import { useMiningRewards } from '../queries';
import '../../account/account.css';
import '../../funding/funding-detail.css';
import '../../p2p/trade.css';
import '../../lending/lending.css';
import '../../earn/earn.css';
import '../mining.css';

/**
 * `/financial/mining`: the machines for everyone, each with its economics
 * at the latest hash price. A signed-in user also sees their mining
 * rewards with the withdrawal, the ways to their machines and custody,
 * and their trial machine marked once used.
 */
export default function MiningHomeScreen() {
  const { t } = useTranslation();
  const signedIn = useSession((state) => state.token !== null);
  const demo = useSession((state) => state.demo);
  const mine = signedIn && !demo;
  const rewards = useMiningRewards(mine);
  return (
    <div className="screen lending-screen" data-testid="screen-mining">
      <PageHeader
        title={t('mining.title')}
        right={
          mine ? (
            <Link to={MINING_PATHS.orders} className="lending-header-link">
              {t('mining.orders.short')}
            </Link>
          ) : undefined
        }
      />
      <div className="lending-body">
        {mine && <HomeRewards rewards={rewards} />}
        {demo && <MiningDemoNotice />}
        <Link
          to={MINING_PATHS.rules}
          className="card earn-shortcut lending-inline"
          data-testid="mining-rules-link"
        >
          <span className="earn-shortcut-text">
            <strong>{t('mining.rules.title')}</strong>
            <span className="muted small">{t('mining.home.rulesNote')}</span>
          </span>
          <RightOutline aria-hidden="true" />
        </Link>
        <MachineList trialBought={mine && rewards.data?.trialBought === true} />
      </div>
    </div>
  );
}
