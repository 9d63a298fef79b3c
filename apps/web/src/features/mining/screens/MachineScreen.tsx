import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { useSession } from '../../../state/session';
import { idParam } from '../../p2p/paths';
import { HashPriceTable } from '../components/HashPriceTable';
import { MachineBuyAction } from '../components/MachineBuyAction';
import { MachineLoader, MachineNotFound } from '../components/MachineLoader';
import { MachineHead, MachineSpecs } from '../components/MachineSpecs';
import { machineState } from '../machineState';
import { MINING_PATHS } from '../paths';
import { useMiningRewards } from '../queries';
import '../../account/account.css';
import '../../funding/funding-detail.css';
import '../../p2p/trade.css';
import '../../lending/lending.css';
import '../../earn/earn.css';
import '../mining.css';

/**
 * `/financial/mining/machine/:id`, public: the machine's economics at the
 * latest hash price, its specifications and terms, the last 30 days' hash
 * prices with their sources (the proof), and "Buy" (or "Log in to buy").
 */
export default function MachineScreen() {
  const { t } = useTranslation();
  const id = idParam(useParams().id);
  const mine = useSession((state) => state.token !== null && !state.demo);
  const trialBought = useMiningRewards(mine).data?.trialBought === true;
  return (
    <div className="screen lending-screen" data-testid="screen-mining-machine">
      <PageHeader
        title={t('mining.machine.title')}
        right={
          <Link to={MINING_PATHS.rules} className="lending-header-link">
            {t('mining.rules.short')}
          </Link>
        }
      />
      {id === null ? (
        <MachineNotFound />
      ) : (
        <MachineLoader id={id}>
          {(machine) => {
            const state = machineState(machine, mine && trialBought);
            return (
              <div className="lending-body" data-testid="mining-machine-view">
                <MachineHead machine={machine} state={state} />
                <MachineBuyAction machine={machine} state={state} />
                <MachineSpecs machine={machine} />
                <HashPriceTable prices={machine.hashPrices} />
              </div>
            );
          }}
        </MachineLoader>
      )}
    </div>
  );
}
