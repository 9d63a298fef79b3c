import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { useSession } from '../../../state/session';
import { idParam } from '../../p2p/paths';
import { BuyMachineForm } from '../components/BuyMachineForm';
import { priceTermText } from '../components/MachineCard';
import { MachineLoader, MachineNotFound } from '../components/MachineLoader';
import { MachineTypeBadge } from '../components/MiningBadges';
import { MiningDemoNotice } from '../components/MiningNotices';
import { machineState } from '../machineState';
import { machinePath } from '../paths';
import { useMiningRewards } from '../queries';
import '../../account/account.css';
import '../../funding/funding-detail.css';
import '../../p2p/trade.css';
import '../../lending/lending.css';
import '../../earn/earn.css';
import '../mining.css';

/** The machine and the form, once the caller's trial state is known (a trial is bought once). */
function Buy({ id }: { id: number }) {
  const { t } = useTranslation();
  const rewards = useMiningRewards();
  return (
    <QueryState
      isPending={rewards.isPending}
      error={rewards.error}
      onRetry={() => void rewards.refetch()}
    >
      {rewards.data && (
        <MachineLoader id={id}>
          {(machine) => (
            <div className="lending-body" data-testid="mining-buy-view">
              <section className="card lending-card lending-inline">
                <div className="lending-card-head">
                  <MachineTypeBadge type={machine.type} />
                  <strong className="earn-product-name">{machine.name}</strong>
                </div>
                <span className="muted small" data-testid="mining-buy-price">
                  {priceTermText(t, machine)}
                </span>
              </section>
              <BuyMachineForm
                machine={machine}
                state={machineState(machine, rewards.data?.trialBought === true)}
                held={rewards.data?.holdings.find((h) => h.machineId === machine.id)?.quantity ?? 0}
              />
            </div>
          )}
        </MachineLoader>
      )}
    </QueryState>
  );
}

/** `/financial/mining/machine/:id/buy`: the quantity, the quote for it, and the confirm step. */
export default function MachineBuyScreen() {
  const { t } = useTranslation();
  const id = idParam(useParams().id);
  const demo = useSession((state) => state.demo);
  let body;
  if (demo) {
    body = (
      <div className="lending-body">
        <MiningDemoNotice />
      </div>
    );
  } else if (id === null) body = <MachineNotFound />;
  else body = <Buy id={id} />;
  return (
    <div className="screen lending-screen" data-testid="screen-mining-buy">
      <PageHeader
        title={t('mining.buy.title')}
        right={
          id === null ? undefined : (
            <Link to={machinePath(id)} className="lending-header-link">
              {t('mining.buy.details')}
            </Link>
          )
        }
      />
      {body}
    </div>
  );
}
