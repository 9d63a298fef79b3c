import type { MiningMachine } from '@exchange/contracts';

/** Whether a machine can be bought now, and if not why: locked, none left, or the caller's one trial used. */
export type MachineState = 'open' | 'locked' | 'sold_out' | 'used';

export function machineState(
  machine: Pick<MiningMachine, 'type' | 'locked' | 'remaining'>,
  trialBought: boolean,
): MachineState {
  if (machine.locked) return 'locked';
  if (machine.type === 'trial' && trialBought) return 'used';
  if (machine.remaining <= 0) return 'sold_out';
  return 'open';
}

export const STATE_TONES: Readonly<Record<MachineState, 'good' | 'bad' | 'muted'>> = {
  open: 'good',
  locked: 'muted',
  sold_out: 'bad',
  used: 'muted',
};
