import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { renderAt, where } from '../../account/test/render';
import { member, page } from '../../lending/test/fixtures';
import { INCOME, miningRoutes, order, ORDERS, PAYOUT_AT, payout } from '../test/fixtures';
import MiningIncomeScreen from './MiningIncomeScreen';
import MiningOrdersScreen from './MiningOrdersScreen';

const returned = order({
  id: '6001',
  status: 'returned',
  remainingDays: 0,
  daysPaid: 30,
  incomePaid: '144',
  nextPayoutAt: null,
  renewable: false,
  renewFrom: null,
  returnedAt: PAYOUT_AT,
});

function serveOrders() {
  const firstOpen = Array.from({ length: 10 }, (_, index) => order({ id: String(7100 + index) }));
  const waiting = order({ id: '7002', waiting: { reason: 'price_missing', since: PAYOUT_AT } });
  return fakeServer(
    miningRoutes({
      [`GET ${ORDERS}`]: (_body, query) => {
        if (query.get('state') === 'closed') return { data: page([returned]) };
        if (query.get('pageNo') === '2') return { data: page([waiting], 11, 2) };
        return { data: page(firstOpen, 11) };
      },
    }),
  );
}

describe('my machines and mining income', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member, real: null, demo: false });
  });

  it('lists machine orders in custody ten a page, with days left, income and why a payout waits', async () => {
    const server = serveOrders();
    renderAt('/financial/mining/orders', <MiningOrdersScreen />);
    const row = await screen.findByTestId('mining-order-7100');
    const cell = (el: HTMLElement, testId: string) => within(el).getByTestId(testId).textContent;
    expect(within(row).getByText('Antminer S19')).toBeTruthy();
    expect(cell(row, 'mining-status')).toBe('In custody');
    expect(cell(row, 'mining-row-quantity')).toBe('2');
    expect(cell(row, 'mining-row-remaining')).toBe('18 days');
    expect(cell(row, 'mining-row-income')).toBe('57.60 USDT');
    expect(within(row).queryByTestId('mining-row-waiting')).toBeNull();
    const first = server.callsTo(ORDERS)[0]?.query;
    expect([first?.get('state'), first?.get('pageNo'), first?.get('pageSize')]).toEqual([
      'open',
      '1',
      '10',
    ]);

    fireEvent.click(screen.getByTestId('mining-orders-more'));
    const waiting = await screen.findByTestId('mining-order-7002');
    expect(cell(waiting, 'mining-row-waiting')).toBe(
      'No hash price has been published for the day yet: the payout is made once it is.',
    );
    fireEvent.click(waiting);
    expect(where()).toBe('/financial/mining/order/7002');
  });

  it('lists returned machines on their tab', async () => {
    const server = serveOrders();
    renderAt('/financial/mining/orders', <MiningOrdersScreen />);
    await screen.findByTestId('mining-order-7100');
    fireEvent.click(screen.getByTestId('mining-orders-tab-closed'));
    const row = await screen.findByTestId('mining-order-6001');
    expect(within(row).getByTestId('mining-status').textContent).toBe('Returned');
    await waitFor(() =>
      expect(server.callsTo(ORDERS).map((call) => call.query.get('state'))).toContain('closed'),
    );
  });

  it('shows the daily income with the machine, the hash price’s source and the transaction', async () => {
    const server = fakeServer(
      miningRoutes({
        [`GET ${INCOME}`]: () => ({
          data: page([payout(), payout({ day: '2025-03-12', source: 'operator' })]),
        }),
      }),
    );
    renderAt('/financial/mining/income', <MiningIncomeScreen />);
    const latest = await screen.findByTestId('mining-income-0');
    expect(within(latest).getByTestId('mining-payout-name').textContent).toBe(
      'Antminer S19, 2 machines',
    );
    expect(within(latest).getByTestId('mining-payout-amount').textContent).toBe('+4.80 USDT');
    expect(within(latest).getByTestId('mining-payout-source').textContent).toBe(
      'Simulated, not market data',
    );
    expect(
      within(screen.getByTestId('mining-income-1')).getByTestId('mining-payout-source').textContent,
    ).toBe('Operator (pool data)');
    expect(server.callsTo(INCOME)[0]?.query.get('pageSize')).toBe('10');
  });

  it('says when there is no income, and asks nothing in demo mode', async () => {
    const server = fakeServer(miningRoutes({ [`GET ${INCOME}`]: () => ({ data: page([]) }) }));
    const view = renderAt('/financial/mining/income', <MiningIncomeScreen />);
    expect((await screen.findByTestId('mining-income-empty')).textContent).toContain(
      'No mining income yet',
    );
    view.unmount();

    useSession.setState({ token: 'demo', member, real: { token: 't', member }, demo: true });
    renderAt('/financial/mining/orders', <MiningOrdersScreen />);
    expect(screen.getByTestId('mining-demo')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.callsTo(ORDERS)).toEqual([]);
  });
});
