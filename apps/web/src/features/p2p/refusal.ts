import type { TextKey } from '../../i18n/types';
import { IDENTITY_PATHS } from '../identity/paths';
import { PAYMENT_PATHS } from './paths';

/**
 * Why the preview says an ad cannot be taken (`orderPreview.refusal`, an
 * error key of the catalogue), as this app says it, and where to go about
 * it. The catalogue stays on the server (its ten languages would ride in
 * the bundle), so each refusal the preview can give has its text here; any
 * other key reads as the general one.
 */
const REFUSALS: Readonly<
  Record<string, { text: TextKey; action?: { to: string; label: TextKey } }>
> = {
  P2P_AD_NOT_FOUND: { text: 'p2p.refusal.P2P_AD_NOT_FOUND' },
  P2P_OWN_AD: { text: 'p2p.refusal.P2P_OWN_AD' },
  P2P_AD_REQUIREMENTS: { text: 'p2p.refusal.P2P_AD_REQUIREMENTS' },
  REAL_NAME_NOT_PASSED: {
    text: 'p2p.refusal.REAL_NAME_NOT_PASSED',
    action: { to: IDENTITY_PATHS.centre, label: 'p2p.payment.verifyGo' },
  },
  P2P_PAYMENT_METHOD_MISSING: {
    text: 'p2p.refusal.P2P_PAYMENT_METHOD_MISSING',
    action: { to: PAYMENT_PATHS.add, label: 'p2p.payment.add' },
  },
};

export function refusalOf(key: string): { text: TextKey; action?: { to: string; label: TextKey } } {
  return REFUSALS[key] ?? { text: 'p2p.refusal.other' };
}
