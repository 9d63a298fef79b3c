import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { renderAt } from '../../account/test/render';
import { member } from '../../lending/test/fixtures';
import { formatDateTime } from '../../market/format';
import {
  ACTIVITIES,
  activity,
  activityRoutes,
  ADDRESS,
  claimActivity,
  DAY_MS,
  HOUR_MS,
  JOIN,
  NOW,
  tradeActivity,
} from '../test/fixtures';
import ActivitiesScreen from './ActivitiesScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const card = (id: number) => screen.findByTestId(`activity-${id}`);
const inCard = (element: HTMLElement, testId: string) =>
  within(element).getByTestId(testId).textContent;

function open(routes: ReturnType<typeof activityRoutes>) {
  const server = fakeServer(routes);
  renderAt('/activities', <ActivitiesScreen />);
  return server;
}

describe('activities', () => {
  beforeEach(() => {
    vi.mocked(notify.info).mockClear();
    vi.mocked(notify.fail).mockClear();
    useSession.setState({ token: 't', member, real: null, demo: false });
  });

  it('lists every activity with its facts, state and action', async () => {
    const upcoming = activity({
      id: 3,
      title: 'Next month',
      startsAt: NOW + 2 * DAY_MS,
      endsAt: NOW + 9 * DAY_MS,
    });
    open(
      activityRoutes([
        activity(),
        claimActivity(),
        activity({
          id: 4,
          state: 'joining',
          progressUsdt: '125',
          joinedAt: NOW - HOUR_MS,
        }),
        claimActivity({
          id: 5,
          state: 'joined',
          joinedAt: NOW - 2 * HOUR_MS,
          rewardedAt: NOW - 2 * HOUR_MS,
          address: ADDRESS,
          rewarded: 13,
        }),
        activity({ id: 6, state: 'expired', startsAt: NOW - 9 * DAY_MS, endsAt: NOW - DAY_MS }),
        upcoming,
      ]),
    );

    const deposit = await card(1);
    expect(inCard(deposit, 'activity-title')).toBe('Deposit week');
    expect(inCard(deposit, 'activity-body')).toBe('Deposit 500 USDT this week and get 10 USDT.');
    expect(inCard(deposit, 'activity-state')).toBe('Not joined');
    expect(inCard(deposit, 'activity-reward')).toBe('10.00 USDT');
    expect(within(deposit).getByTestId('activity-target').previousSibling?.textContent).toBe(
      'Deposit target',
    );
    expect(inCard(deposit, 'activity-target')).toBe('500.00 USDT');
    expect(inCard(deposit, 'activity-slots')).toBe('60');
    expect(inCard(deposit, 'activity-window')).toBe(
      `${formatDateTime(NOW - DAY_MS)} to ${formatDateTime(NOW + 7 * DAY_MS)}`,
    );
    expect(inCard(deposit, 'activity-join')).toBe('Join');
    expect(within(deposit).queryByTestId('activity-claim')).toBeNull();

    const claim = await card(2);
    expect(inCard(claim, 'activity-slots')).toBe('No limit');
    expect(inCard(claim, 'activity-claim')).toBe('Claim');
    expect(within(claim).getByTestId('activity-address')).toBeTruthy();

    const joining = await card(4);
    expect(inCard(joining, 'activity-state')).toBe('Joining');
    expect(inCard(joining, 'activity-progress')).toBe('Deposited 125.00 / 500.00 USDT');
    expect(within(joining).getByTestId('activity-progress-bar').getAttribute('aria-valuenow')).toBe(
      '25',
    );
    expect(within(joining).queryByTestId('activity-join')).toBeNull();

    const joined = await card(5);
    expect(inCard(joined, 'activity-state')).toBe('Joined');
    expect(inCard(joined, 'activity-rewarded-at')).toBe(
      `Paid at ${formatDateTime(NOW - 2 * HOUR_MS)}`,
    );
    expect(inCard(joined, 'activity-address-used')).toBe(`Claimed with ${ADDRESS}`);
    expect(within(joined).queryByTestId('activity-claim')).toBeNull();

    const expired = await card(6);
    expect(inCard(expired, 'activity-state')).toBe('Expired');
    expect(within(expired).queryByRole('button')).toBeNull();

    const later = await card(3);
    expect(inCard(later, 'activity-upcoming')).toBe(
      `Starts at ${formatDateTime(upcoming.startsAt)}`,
    );
    expect(within(later).queryByRole('button')).toBeNull();

    expect(screen.getByTestId('activities-budget').textContent).toContain('promotions budget');
  });

  it('says when there are no activities', async () => {
    open(activityRoutes([]));
    expect((await screen.findByTestId('activities-empty')).textContent).toBe(
      'No activities right now',
    );
  });

  it('claims with a wallet address and shows the reward', async () => {
    const server = open(
      activityRoutes([claimActivity()], {
        [`POST ${JOIN}`]: () => ({
          data: claimActivity({
            state: 'joined',
            joinedAt: NOW,
            rewardedAt: NOW,
            address: ADDRESS,
            rewarded: 13,
          }),
        }),
      }),
    );
    const claim = await card(2);
    fireEvent.click(within(claim).getByTestId('activity-claim'));
    expect(within(claim).getByRole('alert').textContent).toBe(
      'Enter the wallet address to claim with',
    );
    fireEvent.change(within(claim).getByTestId('activity-address'), {
      target: { value: 'short' },
    });
    fireEvent.click(within(claim).getByTestId('activity-claim'));
    expect(within(claim).getByRole('alert').textContent).toBe(
      'Use 10 to 100 letters, digits, “:”, “_” or “-”',
    );
    expect(server.callsTo(JOIN)).toEqual([]);

    fireEvent.change(within(claim).getByTestId('activity-address'), {
      target: { value: ` ${ADDRESS} ` },
    });
    fireEvent.click(within(claim).getByTestId('activity-claim'));
    expect(await within(claim).findByTestId('activity-rewarded')).toBeTruthy();
    expect(server.callsTo(JOIN)[0]?.body).toEqual({ id: 2, address: ADDRESS });
    expect(server.callsTo(JOIN)[0]?.token).toBe('t');
    expect(inCard(claim, 'activity-state')).toBe('Joined');
    expect(inCard(claim, 'activity-rewarded')).toContain('Reward received: 5.00 USDT');
    expect(inCard(claim, 'activity-address-used')).toBe(`Claimed with ${ADDRESS}`);
    expect(within(claim).queryByTestId('activity-claim')).toBeNull();
  });

  it('shows the server’s refusal of an address already used, without a toast', async () => {
    const server = open(
      activityRoutes([claimActivity()], {
        [`POST ${JOIN}`]: () => ({
          code: 28510,
          message: 'One wallet address can claim only once',
        }),
      }),
    );
    const claim = await card(2);
    fireEvent.change(within(claim).getByTestId('activity-address'), {
      target: { value: ADDRESS },
    });
    fireEvent.click(within(claim).getByTestId('activity-claim'));
    expect((await within(claim).findByRole('alert')).textContent).toBe(
      'One wallet address can claim only once',
    );
    expect(notify.fail).not.toHaveBeenCalled();
    // What the screen showed was stale: the list is read again.
    await waitFor(() => expect(server.callsTo(ACTIVITIES).length).toBeGreaterThan(1));
  });

  it('joins a deposit activity and shows the progress', async () => {
    const server = open(
      activityRoutes([activity()], {
        [`POST ${JOIN}`]: () => ({
          data: activity({ state: 'joining', progressUsdt: '0', joinedAt: NOW }),
        }),
      }),
    );
    const deposit = await card(1);
    fireEvent.click(within(deposit).getByTestId('activity-join'));
    expect(await within(deposit).findByTestId('activity-progress')).toBeTruthy();
    expect(server.callsTo(JOIN)[0]?.body).toEqual({ id: 1 });
    expect(inCard(deposit, 'activity-state')).toBe('Joining');
    expect(inCard(deposit, 'activity-progress')).toBe('Deposited 0.00 / 500.00 USDT');
    expect(within(deposit).getByTestId('activity-progress-bar').getAttribute('aria-valuenow')).toBe(
      '0',
    );
    expect(inCard(deposit, 'activity-joined-at')).toBe(`Joined at ${formatDateTime(NOW)}`);
    expect(within(deposit).queryByTestId('activity-join')).toBeNull();
  });

  it('joins a trade activity and shows the trading progress', async () => {
    const server = open(
      activityRoutes([tradeActivity()], {
        [`POST ${JOIN}`]: () => ({
          data: tradeActivity({ state: 'joining', progressUsdt: '0', joinedAt: NOW }),
        }),
      }),
    );
    const trade = await card(7);
    expect(inCard(trade, 'activity-title')).toBe('Trading sprint');
    expect(inCard(trade, 'activity-state')).toBe('Not joined');
    expect(inCard(trade, 'activity-reward')).toBe('20.00 USDT');
    expect(within(trade).getByTestId('activity-target').previousSibling?.textContent).toBe(
      'Trading target',
    );
    expect(inCard(trade, 'activity-target')).toBe('10,000.00 USDT');
    expect(inCard(trade, 'activity-note')).toContain('your trades before the activity ends count');
    expect(within(trade).queryByTestId('activity-claim')).toBeNull();
    fireEvent.click(within(trade).getByTestId('activity-join'));
    expect(await within(trade).findByTestId('activity-progress')).toBeTruthy();
    expect(server.callsTo(JOIN)[0]?.body).toEqual({ id: 7 });
    expect(inCard(trade, 'activity-state')).toBe('Joining');
    expect(inCard(trade, 'activity-progress')).toBe('Traded 0.00 / 10,000.00 USDT');
    expect(within(trade).getByTestId('activity-progress-bar').getAttribute('aria-valuenow')).toBe(
      '0',
    );
    expect(inCard(trade, 'activity-joined-at')).toBe(`Joined at ${formatDateTime(NOW)}`);
    expect(within(trade).queryByTestId('activity-join')).toBeNull();
  });

  it('shows a trade activity’s progress while joining and once rewarded', async () => {
    open(
      activityRoutes([
        tradeActivity({ state: 'joining', progressUsdt: '2500.5', joinedAt: NOW - HOUR_MS }),
        tradeActivity({
          id: 8,
          state: 'joined',
          progressUsdt: '10250',
          joinedAt: NOW - 2 * DAY_MS,
          rewardedAt: NOW - HOUR_MS,
        }),
      ]),
    );
    const joining = await card(7);
    expect(inCard(joining, 'activity-progress')).toBe('Traded 2,500.50 / 10,000.00 USDT');
    expect(within(joining).getByTestId('activity-progress-bar').getAttribute('aria-valuenow')).toBe(
      '25',
    );
    const joined = await card(8);
    expect(inCard(joined, 'activity-state')).toBe('Joined');
    expect(inCard(joined, 'activity-progress')).toBe('Traded 10,250.00 / 10,000.00 USDT');
    expect(within(joined).getByTestId('activity-progress-bar').getAttribute('aria-valuenow')).toBe(
      '100',
    );
    expect(inCard(joined, 'activity-rewarded')).toContain('Reward received: 20.00 USDT');
    expect(within(joined).queryByTestId('activity-address-used')).toBeNull();
  });

  it('says in demo mode that activities need the real account, and asks nothing', () => {
    const server = fakeServer(activityRoutes([activity()]));
    useSession.setState({ token: 'demo', member, real: { token: 't', member }, demo: true });
    renderAt('/activities', <ActivitiesScreen />);
    expect(screen.getByTestId('activities-demo').textContent).toContain('Exit demo mode');
    expect(server.callsTo(ACTIVITIES)).toEqual([]);
  });
});
