import type { AdminLiabilityRound } from '@exchange/contracts';
import { useI18n } from '../../app/context';
import { Badge, type Tone } from '../../components/Badge';
import { CopyButton } from '../../components/Copyable';
import { ShortHash } from '../p2pParts';

/** The pieces the proof-of-reserves screen shares: a round's status, the simulated tag, a hash. */

type Status = AdminLiabilityRound['status'];

/** A published round is the one users see; a failed one never reached them. */
const STATUS_TONE: Readonly<Record<Status, Tone>> = {
  building: 'info',
  published: 'ok',
  failed: 'bad',
};

export function RoundStatusBadge(props: { status: Status }) {
  const { t } = useI18n();
  return (
    <span data-testid="round-status">
      <Badge tone={STATUS_TONE[props.status]}>{t(`reserves.status.${props.status}`)}</Badge>
    </span>
  );
}

/** A simulated chain's coins are worth nothing: said wherever its address or holding appears. */
export function SimulatedBadge() {
  const { t } = useI18n();
  return (
    <span data-testid="reserve-simulated">
      <Badge tone="warn">{t('reserves.simulated')}</Badge>
    </span>
  );
}

/** A root hash cut short (whole on hover) with a button that copies all of it. */
export function RootHash(props: { hash: string }) {
  return (
    <span className="nowrap">
      <ShortHash hash={props.hash} testId="round-root" />{' '}
      <CopyButton value={props.hash} testId="round-root-copy" />
    </span>
  );
}
