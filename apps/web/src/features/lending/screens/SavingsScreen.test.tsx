import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { fakeServer, type Handler } from '../../account/test/fakeServer';
import { renderAt, where } from '../../account/test/render';
import { formatDateTime } from '../../market/format';
import { REQUEST_ID_PATTERN } from '../../wallet/requestId';
import {
  baseRoutes,
  holding,
  member,
  PAYOUT_AT,
  REDEEM,
  SAVINGS,
  savingsCoin,
  savingsOverview,
  SUBSCRIBE,
  WALLET,
} from '../test/fixtures';
import SavingsScreen from './SavingsScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const offline: Handler = () => {
  throw new TypeError('Failed to fetch');
};
const moved =
  (queued = false): Handler =>
  () => ({ data: { replayed: false, queued } });

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const bodies = (server: ReturnType<typeof fakeServer>, path: string) =>
  server.callsTo(path).map((call) => call.body as Record<string, string>);

function routes(extra: Record<string, Handler | Handler[]> = {}) {
  return {
    ...baseRoutes(),
    [`GET ${SAVINGS}`]: () => ({ data: savingsOverview() }),
    ...extra,
  };
}

describe('flexible savings', () => {
  beforeEach(() => {
    vi.mocked(notify.info).mockClear();
    useSession.setState({ token: 't', member, real: null, demo: false });
  });

  it('shows every rate beside its APR, the pool, the user’s savings and the rules', async () => {
    fakeServer(routes());
    renderAt('/savings', <SavingsScreen />);
    const rate = await screen.findByTestId('savings-rate');
    expect(within(rate).getByText('0.17% / day')).toBeTruthy();
    expect(within(rate).getByText('APR 62.05%')).toBeTruthy();
    const last = screen.getByTestId('savings-last-rate');
    expect(last.textContent).toBe('0.15% / dayAPR 54.75%');
    expect(screen.getByTestId('savings-pool-value').textContent).toBe('100,000.00 USDT');
    expect(screen.getByTestId('savings-lent').textContent).toBe('10,000.00 USDT');
    expect(screen.getByTestId('savings-utilisation').textContent).toBe('10%');

    expect(screen.getByTestId('savings-total').textContent).toBe('1,250.50 USDT');
    expect(screen.getByTestId('savings-earning').textContent).toBe('1,000.00 USDT');
    expect(screen.getByTestId('savings-waiting').textContent).toBe('200.50 USDT');
    expect(screen.getByTestId('savings-earns-from').textContent).toBe(formatDateTime(PAYOUT_AT));
    expect(screen.getByTestId('savings-queued').textContent).toBe('50.00 USDT');
    expect(screen.getByTestId('savings-yesterday').textContent).toBe('1.70 USDT');
    expect(screen.getByTestId('savings-total-income').textContent).toBe('12.34 USDT');

    expect(screen.getByTestId('savings-rule-payout').textContent).toBe(
      'Income is paid once a day at 04:00 (Asia/Shanghai) from the interest borrowers pay: 90% goes to savers, the rest to the security fund.',
    );
    expect(screen.getByTestId('savings-rule-hold').textContent).toBe(
      'A subscription earns from the first payout at least 24 hours after it.',
    );
    expect(screen.getByTestId('savings-rule-next').textContent).toBe(
      `Next payout: ${formatDateTime(PAYOUT_AT)}`,
    );

    fireEvent.click(screen.getByTestId('savings-history-link'));
    expect(where()).toBe('/savings/history');
  });

  it('says when the user holds none, and offers no redemption', async () => {
    fakeServer(
      routes({
        [`GET ${SAVINGS}`]: () => ({ data: savingsOverview([savingsCoin({ holding: null })]) }),
      }),
    );
    renderAt('/savings', <SavingsScreen />);
    expect((await screen.findByTestId('savings-none')).textContent).toBe(
      'You have no USDT savings yet.',
    );
    expect(screen.getByTestId('savings-redeem-USDT').hasAttribute('disabled')).toBe(true);
  });

  it('refuses a subscription below the minimum or above the spot balance before any call', async () => {
    const server = fakeServer(routes({ [`POST ${SUBSCRIBE}`]: moved() }));
    renderAt('/savings', <SavingsScreen />);
    fireEvent.click(await screen.findByTestId('savings-subscribe-USDT'));
    const form = await screen.findByTestId('savings-subscribe-form');
    await waitFor(() =>
      expect(within(form).getByTestId('savings-amount-available').textContent).toBe(
        'Available in spot: 500.00 USDT',
      ),
    );

    type('savings-amount', '0.5');
    fireEvent.click(screen.getByTestId('savings-subscribe-submit'));
    expect(await within(form).findByText('The minimum subscription is 1 USDT')).toBeTruthy();
    type('savings-amount', '500.01');
    expect(within(form).getByText('The amount is more than the available balance')).toBeTruthy();
    type('savings-amount', '1.1234567');
    expect(within(form).getByText('At most 6 decimal places')).toBeTruthy();
    expect(server.callsTo(SUBSCRIBE)).toEqual([]);
  });

  it('subscribes with a request id kept for a retry and renewed after success', async () => {
    const server = fakeServer(routes({ [`POST ${SUBSCRIBE}`]: [offline, moved(), moved()] }));
    renderAt('/savings', <SavingsScreen />);
    fireEvent.click(await screen.findByTestId('savings-subscribe-USDT'));
    await screen.findByTestId('savings-amount-available');
    fireEvent.click(screen.getByTestId('savings-amount-max'));
    expect((screen.getByTestId('savings-amount') as HTMLInputElement).value).toBe('500');

    fireEvent.click(screen.getByTestId('savings-subscribe-submit'));
    expect(await screen.findByTestId('lending-unknown')).toBeTruthy();
    fireEvent.click(screen.getByTestId('savings-subscribe-submit'));
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith('Subscribed 500 USDT'));
    const [first, second] = bodies(server, SUBSCRIBE);
    expect(first).toEqual({ asset: 'USDT', amount: '500', requestId: first?.requestId });
    expect(first?.requestId).toMatch(REQUEST_ID_PATTERN);
    expect(second?.requestId).toBe(first?.requestId);
    // The savings and the balances are read again.
    await waitFor(() => expect(server.callsTo(SAVINGS).length).toBeGreaterThan(1));
    await waitFor(() => expect(server.callsTo(WALLET).length).toBeGreaterThan(1));

    // The sheet closed; a new subscription of the same amount is a new request.
    await waitFor(() => expect(screen.queryByTestId('savings-subscribe-form')).toBeNull());
    fireEvent.click(screen.getByTestId('savings-subscribe-USDT'));
    await screen.findByTestId('savings-subscribe-form');
    type('savings-amount', '500');
    fireEvent.click(screen.getByTestId('savings-subscribe-submit'));
    await waitFor(() => expect(bodies(server, SUBSCRIBE)).toHaveLength(3));
    expect(bodies(server, SUBSCRIBE)[2]?.requestId).not.toBe(first?.requestId);
  });

  it('redeems at most what earns and waits, and says when the redemption is queued', async () => {
    const server = fakeServer(routes({ [`POST ${REDEEM}`]: moved(true) }));
    renderAt('/savings', <SavingsScreen />);
    fireEvent.click(await screen.findByTestId('savings-redeem-USDT'));
    const form = await screen.findByTestId('savings-redeem-form');
    expect(within(form).getByText('Redeemable: 1,200.5 USDT')).toBeTruthy();
    type('savings-amount', '1200.51');
    fireEvent.click(screen.getByTestId('savings-redeem-submit'));
    expect(await within(form).findByText('You can redeem at most 1,200.5 USDT')).toBeTruthy();
    expect(server.callsTo(REDEEM)).toEqual([]);

    fireEvent.click(screen.getByTestId('savings-amount-max'));
    fireEvent.click(screen.getByTestId('savings-redeem-submit'));
    await waitFor(() =>
      expect(notify.info).toHaveBeenCalledWith(
        'Redemption of 1,200.5 USDT queued: it is paid first come, first served as borrowers repay',
        4000,
      ),
    );
    expect(bodies(server, REDEEM)[0]).toMatchObject({ asset: 'USDT', amount: '1200.5' });
  });

  it('says a redemption paid at once went to the spot wallet', async () => {
    fakeServer(
      routes({
        [`GET ${SAVINGS}`]: () => ({
          data: savingsOverview([savingsCoin({ holding: holding({ queued: '0' }) })]),
        }),
        [`POST ${REDEEM}`]: moved(false),
      }),
    );
    renderAt('/savings', <SavingsScreen />);
    fireEvent.click(await screen.findByTestId('savings-redeem-USDT'));
    await screen.findByTestId('savings-redeem-form');
    type('savings-amount', '10');
    fireEvent.click(screen.getByTestId('savings-redeem-submit'));
    await waitFor(() =>
      expect(notify.info).toHaveBeenCalledWith('Redeemed 10 USDT to your spot wallet'),
    );
  });

  it('asks nothing in demo mode, and says why', async () => {
    useSession.setState({ token: 'demo', member, real: { token: 't', member }, demo: true });
    const server = fakeServer(routes());
    renderAt('/savings', <SavingsScreen />);
    expect(screen.getByTestId('lending-demo').textContent).toBe(
      'Flexible savings and pledge loans use your real account’s coins. Exit demo mode to use them.',
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.callsTo(SAVINGS)).toEqual([]);
    expect(server.callsTo(WALLET)).toEqual([]);
  });
});
