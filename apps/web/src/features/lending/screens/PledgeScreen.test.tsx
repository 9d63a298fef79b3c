import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { fakeServer, type Handler } from '../../account/test/fakeServer';
import { renderAt, where } from '../../account/test/render';
import { REQUEST_ID_PATTERN } from '../../wallet/requestId';
import { baseRoutes, BORROW, member, PAIRS, pair, WALLET } from '../test/fixtures';
import PledgeScreen from './PledgeScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const text = (testId: string) => screen.getByTestId(testId).textContent;

const ETH = pair({ id: 2, collateral: 'ETH', collateralPrice: '3000' });

function routes(extra: Record<string, Handler | Handler[]> = {}) {
  return {
    ...baseRoutes(),
    [`GET ${PAIRS}`]: () => ({ data: [pair(), ETH] }),
    ...extra,
  };
}

describe('pledge loan: borrowing', () => {
  beforeEach(() => {
    vi.mocked(notify.info).mockClear();
    useSession.setState({ token: 't', member, real: null, demo: false });
  });

  it('shows the figures live as the user types, every rate beside its APR', async () => {
    fakeServer(routes());
    renderAt('/pledge', <PledgeScreen />);
    await screen.findByTestId('borrow-form');
    await waitFor(() =>
      expect(text('borrow-collateral-available')).toBe('Available in spot: 2.00 BTC'),
    );
    expect(text('borrow-prices')).toBe('Index prices: BTC $60,000.00 · USDT $1.00');
    expect(text('borrow-levels')).toBe('50% / 60% / 85%');
    expect(text('borrow-hourly')).toBe('0.01% / hourAPR 87.6%');
    expect(text('borrow-daily')).toBe('0.24% / dayAPR 87.6%');
    expect(text('borrow-late')).toBe('0.005% / hourAPR 43.8%');
    expect(text('borrow-min')).toBe('100 USDT');
    expect(text('borrow-ratio')).toBe('--');
    expect(text('borrow-rule')).toBe(
      'Interest is charged by the hour, and a part hour counts as a whole hour. No fee; repay early without penalty. Each hour past the term adds the late rate.',
    );

    type('borrow-collateral', '1');
    expect(screen.getByText('Up to 30,000 USDT at the initial pledge ratio of 50%')).toBeTruthy();
    type('borrow-amount', '15000');
    expect(text('borrow-ratio')).toBe('25%');
    // 15,000 / (1 × 0.85).
    expect(text('borrow-liquidation-price')).toBe('$17,647.06');
    expect(text('borrow-interest')).toBe('252.00 USDT');
    fireEvent.click(screen.getByTestId('borrow-term-30'));
    expect(text('borrow-interest')).toBe('1,080.00 USDT');
    expect(screen.queryByTestId('borrow-call-warning')).toBeNull();

    fireEvent.click(screen.getByTestId('borrow-amount-max'));
    expect((screen.getByTestId('borrow-amount') as HTMLInputElement).value).toBe('30000');
    expect(text('borrow-ratio')).toBe('50%');
  });

  it('warns at the margin-call level and refuses what the server would, before any call', async () => {
    const server = fakeServer(
      routes({ [`POST ${BORROW}`]: () => ({ data: { id: 1, replayed: false } }) }),
    );
    renderAt('/pledge', <PledgeScreen />);
    await screen.findByTestId('borrow-form');
    type('borrow-collateral', '1');
    type('borrow-amount', '36000');
    expect(text('borrow-ratio')).toBe('60%');
    expect(text('borrow-call-warning')).toBe(
      'At this ratio the loan would be at or above the margin-call level of 60%: a small price drop could lead to liquidation.',
    );
    expect(text('borrow-over')).toBe(
      'Above the initial pledge ratio of 50%: borrow at most 30,000 USDT, or pledge more collateral.',
    );
    fireEvent.click(screen.getByTestId('borrow-submit'));
    expect(
      await screen.findByText(
        'Pledge ratio too high: borrow at most 30,000 USDT, or pledge more collateral',
      ),
    ).toBeTruthy();

    type('borrow-amount', '50');
    expect(screen.getByText('The minimum loan is 100 USDT')).toBeTruthy();
    await waitFor(() => expect(server.callsTo(WALLET).length).toBeGreaterThan(0));
    type('borrow-collateral', '2.5');
    fireEvent.click(screen.getByTestId('borrow-submit'));
    expect(screen.getByText('The amount is more than the available balance')).toBeTruthy();
    expect(server.callsTo(BORROW)).toEqual([]);
  });

  it('borrows with the chosen term and opens the new loan', async () => {
    const server = fakeServer(
      routes({ [`POST ${BORROW}`]: () => ({ data: { id: 77, replayed: false } }) }),
    );
    renderAt('/pledge', <PledgeScreen />);
    await screen.findByTestId('borrow-form');
    type('borrow-collateral', '1');
    type('borrow-amount', '15000');
    fireEvent.click(screen.getByTestId('borrow-term-14'));
    fireEvent.click(screen.getByTestId('borrow-submit'));
    await waitFor(() => expect(where()).toBe('/pledge/order/77'));
    const body = server.callsTo(BORROW)[0]?.body as Record<string, unknown>;
    expect(body).toEqual({
      collateral: 'BTC',
      loanCoin: 'USDT',
      collateralAmount: '1',
      amount: '15000',
      termDays: 14,
      requestId: body.requestId,
    });
    expect(body.requestId).toMatch(REQUEST_ID_PATTERN);
    expect(notify.info).toHaveBeenCalledWith('Borrowed 15,000 USDT');
  });

  it('switches pairs with a fresh form', async () => {
    fakeServer(routes());
    renderAt('/pledge', <PledgeScreen />);
    await screen.findByTestId('borrow-form');
    type('borrow-collateral', '1');
    fireEvent.click(screen.getByTestId('borrow-pair-ETH-USDT'));
    expect((screen.getByTestId('borrow-collateral') as HTMLInputElement).value).toBe('');
    expect(text('borrow-prices')).toBe('Index prices: ETH $3,000.00 · USDT $1.00');
    type('borrow-collateral', '1');
    expect(screen.getByText('Up to 1,500 USDT at the initial pledge ratio of 50%')).toBeTruthy();
    expect(screen.getByText('ETH liquidation price')).toBeTruthy();
  });

  it('says borrowing waits for a missing index price', async () => {
    const server = fakeServer(
      routes({ [`GET ${PAIRS}`]: () => ({ data: [pair({ collateralPrice: null })] }) }),
    );
    renderAt('/pledge', <PledgeScreen />);
    expect((await screen.findByTestId('borrow-no-price')).textContent).toBe(
      'Borrowing is unavailable until the index price of BTC is back. Please try again shortly.',
    );
    expect(screen.getByTestId('borrow-submit').hasAttribute('disabled')).toBe(true);
    expect(screen.queryByTestId('borrow-amount-max')).toBeNull();
    type('borrow-collateral', '1');
    type('borrow-amount', '200');
    fireEvent.click(screen.getByTestId('borrow-submit'));
    expect(server.callsTo(BORROW)).toEqual([]);
  });

  it('asks nothing in demo mode, and says why', async () => {
    useSession.setState({ token: 'demo', member, real: { token: 't', member }, demo: true });
    const server = fakeServer(routes());
    renderAt('/pledge', <PledgeScreen />);
    expect(screen.getByTestId('lending-demo')).toBeTruthy();
    expect(screen.queryByTestId('pledge-loans-link')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.callsTo(PAIRS)).toEqual([]);
    expect(within(document.body).queryByTestId('borrow-form')).toBeNull();
  });
});
