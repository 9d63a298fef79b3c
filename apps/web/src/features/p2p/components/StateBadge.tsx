import type { AdState, P2pOrderState } from '@exchange/contracts';
import { useTranslation } from 'react-i18next';
import { STATE_TONES, type Tone } from '../orderStatus';

const AD_TONES: Readonly<Record<AdState, Tone>> = {
  listed: 'good',
  delisted: 'pending',
  closed: 'muted',
  ended: 'muted',
};

export function OrderStateBadge({ state }: { state: P2pOrderState }) {
  const { t } = useTranslation();
  return (
    <span className={`status-pill ${STATE_TONES[state]}`} data-testid="order-state">
      {t(`p2p.order.state.${state}`)}
    </span>
  );
}

export function AdStateBadge({ state }: { state: AdState }) {
  const { t } = useTranslation();
  return (
    <span className={`status-pill ${AD_TONES[state]}`} data-testid="ad-state">
      {t(`p2p.ad.status.${state}`)}
    </span>
  );
}
