import type { RedPacket } from '@exchange/contracts';
import { overviewFixture, type Handler } from '../../account/test/fakeServer';
import { baseRoutes, page } from '../../lending/test/fixtures';

/** Amounts are decimal strings here as on the wire; tests never build them from numbers. */

export const CREATE = '/promotion/red-packet/create';
export const CLAIM = '/promotion/red-packet/claim';
export const PACKET = '/promotion/red-packet';
export const SENT = '/promotion/red-packet/sent';
export const RECEIVED = '/promotion/red-packet/received';
export const SECURITY = '/security/overview';

export const HOUR_MS = 3_600_000;
/** The tests run on the real clock: "now" is when they start. */
export const NOW = Date.now();

/** Bob's lucky packet: 10 USDT in 5 shares, two claimed, open for another 20 hours. */
export function packet(overrides: Partial<RedPacket> = {}): RedPacket {
  return {
    code: 'ABCD234567',
    sender: 'bo***b',
    asset: 'USDT',
    total: '10',
    shares: 5,
    kind: 'lucky',
    greeting: 'Happy new year!',
    status: 'open',
    claimedShares: 2,
    claimedAmount: '5.5',
    refunded: '0',
    createdAt: NOW - 4 * HOUR_MS,
    expiresAt: NOW + 20 * HOUR_MS,
    claims: [
      { name: 'ca***l', amount: '4', at: NOW - 3 * HOUR_MS, best: true },
      { name: 'da***e', amount: '1.5', at: NOW - 2 * HOUR_MS, best: false },
    ],
    mine: null,
    own: false,
    ...overrides,
  };
}

/** Everything the red packet screen reads when it opens: 500 USDT and 2 BTC in spot. */
export function redPacketRoutes(
  extra: Record<string, Handler | Handler[]> = {},
  { fundPasswordSet = true }: { fundPasswordSet?: boolean } = {},
): Record<string, Handler | Handler[]> {
  return {
    ...baseRoutes(),
    [`GET ${SECURITY}`]: () => ({ data: { ...overviewFixture, fundPasswordSet } }),
    [`GET ${SENT}`]: () => ({ data: page([], 0, 1, 20) }),
    [`GET ${RECEIVED}`]: () => ({ data: page([], 0, 1, 20) }),
    ...extra,
  };
}
