import type { Activity } from '@exchange/contracts';
import type { Handler } from '../../account/test/fakeServer';
import { baseRoutes } from '../../lending/test/fixtures';

/** Amounts are decimal strings here as on the wire; tests never build them from numbers. */

export const ACTIVITIES = '/promotion/activities';
export const JOIN = '/promotion/activity/join';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
/** The tests run on the real clock: "now" is when they start. */
export const NOW = Date.now();

/** A deposit activity running from yesterday for another week: 10 USDT for 500 USDT deposited. */
export function activity(overrides: Partial<Activity> = {}): Activity {
  return {
    id: 1,
    kind: 'deposit',
    title: 'Deposit week',
    body: 'Deposit 500 USDT this week and get 10 USDT.',
    asset: 'USDT',
    reward: '10',
    targetUsdt: '500',
    startsAt: NOW - DAY_MS,
    endsAt: NOW + 7 * DAY_MS,
    slots: 100,
    rewarded: 40,
    state: 'not_joined',
    progressUsdt: null,
    joinedAt: null,
    rewardedAt: null,
    address: null,
    ...overrides,
  };
}

/** A trade activity: 20 USDT for 10,000 USDT traded (spot and contracts, both sides) after joining. */
export function tradeActivity(overrides: Partial<Activity> = {}): Activity {
  return activity({
    id: 7,
    kind: 'trade',
    title: 'Trading sprint',
    body: 'Trade 10,000 USDT in spot or contracts and get 20 USDT.',
    reward: '20',
    targetUsdt: '10000',
    slots: 300,
    rewarded: 18,
    ...overrides,
  });
}

/** A claim activity: 5 USDT at once to a wallet address, no limit on rewards. */
export function claimActivity(overrides: Partial<Activity> = {}): Activity {
  return activity({
    id: 2,
    kind: 'claim',
    title: 'Welcome airdrop',
    body: 'Claim 5 USDT once per wallet address.',
    reward: '5',
    targetUsdt: null,
    slots: null,
    rewarded: 12,
    ...overrides,
  });
}

export const ADDRESS = 'TXk3Q9xW2bYp7LmN4rV8sD1fG6hJ5kA0zC';

export function activityRoutes(
  list: Activity[],
  extra: Record<string, Handler | Handler[]> = {},
): Record<string, Handler | Handler[]> {
  return {
    ...baseRoutes(),
    [`GET ${ACTIVITIES}`]: () => ({ data: list }),
    ...extra,
  };
}
