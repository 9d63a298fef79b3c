import type { MiningMachine } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loginRedirect } from '../../../app/guards';
import { useSession } from '../../../state/session';
import type { MachineState } from '../machineState';
import { machineBuyPath } from '../paths';
import { ClosedReason } from './MachineStateBadge';
import { MiningDemoNotice } from './MiningNotices';

/**
 * "Buy" while the machine can be bought, saying why not otherwise (locked,
 * none left, the trial already used). A guest goes to log in first and
 * comes back to the form; a demo session is told buying needs the real account.
 */
export function MachineBuyAction({
  machine,
  state,
}: {
  machine: MiningMachine;
  state: MachineState;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useSession((session) => session.token !== null);
  const demo = useSession((session) => session.demo);
  if (demo) return <MiningDemoNotice />;
  const target = machineBuyPath(machine.id);
  return (
    <div className="lending-actions">
      <Button
        block
        shape="rounded"
        color="primary"
        size="large"
        disabled={state !== 'open'}
        data-testid="mining-buy"
        onClick={() => navigate(signedIn ? target : loginRedirect(target))}
      >
        {signedIn ? t('mining.machine.buy') : t('mining.machine.loginToBuy')}
      </Button>
      <ClosedReason state={state} />
    </div>
  );
}
