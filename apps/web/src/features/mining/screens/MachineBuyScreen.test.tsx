import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { fakeServer, type Handler } from '../../account/test/fakeServer';
import { where } from '../../account/test/render';
import { member } from '../../lending/test/fixtures';
import { formatDateTime } from '../../market/format';
import { renderRoute } from '../../market/test/render';
import { REQUEST_ID_PATTERN } from '../../wallet/requestId';
import {
  BUY,
  DAY_MS,
  MACHINE,
  machineDetail,
  miningRoutes,
  order,
  PAYOUT_AT,
  QUOTE,
  REWARDS,
  rewards,
  WALLET,
} from '../test/fixtures';
import MachineBuyScreen from './MachineBuyScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const PATTERN = '/financial/mining/machine/:id/buy';
const PATH = '/financial/mining/machine/1/buy';
/** The quote waits for stepping to pause (500 ms); give it room on a loaded machine. */
const SETTLED = { timeout: 3_000 };

const offline: Handler = () => {
  throw new TypeError('Failed to fetch');
};
const bought: Handler = () => ({ data: { order: order(), replayed: false } });
const text = (testId: string) => screen.getByTestId(testId).textContent;

async function render() {
  renderRoute(PATTERN, PATH, <MachineBuyScreen />);
  await screen.findByTestId('mining-buy-form');
}

/** Two machines, their quote, then the confirm sheet with its button enabled. */
async function openConfirm() {
  fireEvent.click(screen.getByTestId('mining-qty-plus'));
  await waitFor(() => expect(text('mining-quote-cost')).toBe('480.00 USDT'), SETTLED);
  fireEvent.click(screen.getByTestId('mining-buy-submit'));
  const sheet = await screen.findByTestId('mining-confirm');
  await waitFor(() =>
    expect(within(sheet).getByTestId('mining-buy-confirm').hasAttribute('disabled')).toBe(false),
  );
  return sheet;
}

describe('buying mining machines', () => {
  beforeEach(() => {
    vi.mocked(notify.info).mockClear();
    vi.mocked(notify.fail).mockClear();
    useSession.setState({ token: 't', member, real: null, demo: false });
  });

  it('quotes the quantity once stepping pauses: cost, dates, net, the estimate and breakeven', async () => {
    const server = fakeServer(miningRoutes());
    await render();
    expect(text('mining-buy-price')).toBe('240 USDT / 30 days');
    expect(text('mining-qty-hint')).toBe('Up to 20 now (at most 20 held at once per user)');
    expect((await screen.findByTestId('mining-available')).textContent).toBe(
      'Available in spot: 20,000.00 USDT',
    );
    // One machine is quoted at once.
    await waitFor(() => expect(server.callsTo(QUOTE)).toHaveLength(1));
    fireEvent.click(screen.getByTestId('mining-qty-plus'));
    expect((screen.getByTestId('mining-qty') as HTMLInputElement).value).toBe('2');
    await waitFor(() => expect(text('mining-quote-cost')).toBe('480.00 USDT'), SETTLED);
    expect(text('mining-quote-purchase')).toBe('2025-03-01');
    expect(text('mining-quote-start')).toBe('2025-03-02');
    expect(text('mining-quote-first')).toBe(formatDateTime(PAYOUT_AT + 2 * DAY_MS));
    expect(text('mining-quote-end')).toBe('2025-03-31');
    expect(text('mining-quote-returned')).toBe(formatDateTime(PAYOUT_AT + 31 * DAY_MS));
    expect(text('mining-quote-net')).toBe('4.80 USDT');
    expect(text('mining-quote-income')).toBe('144.00 USDT');
    expect(text('mining-quote-breakeven')).toBe('100 days');
    expect(text('mining-quote-price-source')).toBe('Simulated, not market data');
    expect(text('mining-quote-estimate')).toContain('an estimate at today’s hash price');
    const calls = server.callsTo(QUOTE);
    expect(calls.map((call) => call.query.get('quantity'))).toEqual(['1', '2']);
    expect(calls[1]?.query.get('machineId')).toBe('1');
  });

  it('confirms the quote, buys with a request id kept for a retry and opens the new order', async () => {
    const server = fakeServer(miningRoutes({ [`POST ${BUY}`]: [offline, bought] }));
    await render();
    const sheet = await openConfirm();
    expect(within(sheet).getByTestId('mining-confirm-machine').textContent).toBe('Antminer S19');
    expect(within(sheet).getByTestId('mining-confirm-quantity').textContent).toBe('2');
    expect(within(sheet).getByTestId('mining-buy-confirm').textContent).toBe('Pay 480 USDT');
    expect(server.callsTo(BUY)).toEqual([]);

    fireEvent.click(within(sheet).getByTestId('mining-buy-confirm'));
    expect(await screen.findByTestId('lending-unknown')).toBeTruthy();
    fireEvent.click(within(sheet).getByTestId('mining-buy-confirm'));
    await waitFor(() => expect(where()).toBe('/financial/mining/order/7001?new=1'));
    expect(notify.info).toHaveBeenCalledWith('Bought 2 × Antminer S19');

    const [first, second] = server.callsTo(BUY).map((call) => call.body as Record<string, unknown>);
    expect(first).toEqual({ machineId: 1, quantity: 2, requestId: first?.requestId });
    expect(first?.requestId).toMatch(REQUEST_ID_PATTERN);
    expect(second?.requestId).toBe(first?.requestId);
    await waitFor(() => expect(server.callsTo(WALLET).length).toBeGreaterThan(1));
  });

  it('toasts the server’s refusal and keeps the same request for a retry', async () => {
    const refusal: Handler = () => ({ code: 27503, message: 'Only 1 of this machine are left' });
    const server = fakeServer(miningRoutes({ [`POST ${BUY}`]: [refusal, bought] }));
    await render();
    const sheet = await openConfirm();
    fireEvent.click(within(sheet).getByTestId('mining-buy-confirm'));
    await waitFor(() =>
      expect(notify.fail).toHaveBeenCalledWith('Only 1 of this machine are left'),
    );
    expect(where()).toBe(PATH);
    fireEvent.click(within(sheet).getByTestId('mining-buy-confirm'));
    await waitFor(() => expect(where()).toBe('/financial/mining/order/7001?new=1'));
    const [first, second] = server.callsTo(BUY).map((call) => call.body as Record<string, unknown>);
    expect(second?.requestId).toBe(first?.requestId);
  });

  it('offers one trial machine, and none once the caller has had it', async () => {
    fakeServer(
      miningRoutes({
        [`GET ${MACHINE}`]: () => ({ data: machineDetail({ id: 2, type: 'trial', userLimit: 1 }) }),
      }),
    );
    const view = renderRoute(PATTERN, '/financial/mining/machine/2/buy', <MachineBuyScreen />);
    await screen.findByTestId('mining-buy-form');
    expect(text('mining-qty-hint')).toBe('The trial machine: one per user.');
    expect(screen.getByTestId('mining-qty-plus').hasAttribute('disabled')).toBe(true);
    view.unmount();

    const server = fakeServer(
      miningRoutes({
        [`GET ${MACHINE}`]: () => ({ data: machineDetail({ id: 2, type: 'trial', userLimit: 1 }) }),
        [`GET ${REWARDS}`]: () => ({ data: rewards({ trialBought: true }) }),
      }),
    );
    renderRoute(PATTERN, '/financial/mining/machine/2/buy', <MachineBuyScreen />);
    await screen.findByTestId('mining-buy-form');
    expect(text('mining-buy-closed')).toBe(
      'You have already had the trial machine: it can be bought once per user.',
    );
    expect(screen.getByTestId('mining-buy-submit').hasAttribute('disabled')).toBe(true);
    expect(server.callsTo(QUOTE)).toEqual([]);
  });

  it('offers no purchase of a locked machine', async () => {
    fakeServer(
      miningRoutes({ [`GET ${MACHINE}`]: () => ({ data: machineDetail({ locked: true }) }) }),
    );
    await render();
    expect(text('mining-buy-closed')).toBe(
      'This machine is locked: it is shown but cannot be bought now.',
    );
    expect(screen.getByTestId('mining-buy-submit').hasAttribute('disabled')).toBe(true);
  });

  it('asks nothing in demo mode, and says why', async () => {
    useSession.setState({ token: 'demo', member, real: { token: 't', member }, demo: true });
    const server = fakeServer(miningRoutes());
    renderRoute(PATTERN, PATH, <MachineBuyScreen />);
    expect(screen.getByTestId('mining-demo')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.calls).toEqual([]);
  });
});
