import { useTranslation } from 'react-i18next';
import { STATE_TONES, type MachineState } from '../machineState';

/** On sale, locked, sold out, or (the trial) already used by the caller. */
export function MachineStateBadge({ state }: { state: MachineState }) {
  const { t } = useTranslation();
  return (
    <span
      className={`status-pill ${STATE_TONES[state]}`}
      data-testid="mining-state"
      data-state={state}
    >
      {t(`mining.state.${state}`)}
    </span>
  );
}

/** Why a machine that is not open cannot be bought. */
export function ClosedReason({ state }: { state: MachineState }) {
  const { t } = useTranslation();
  if (state === 'open') return null;
  return (
    <p className="muted small lending-note" data-testid="mining-buy-closed">
      {t(`mining.closed.${state}`)}
    </p>
  );
}
