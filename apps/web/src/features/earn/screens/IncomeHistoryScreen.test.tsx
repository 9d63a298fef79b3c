import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { renderAt } from '../../account/test/render';
import { member, page } from '../../lending/test/fixtures';
import { formatDateTime } from '../../market/format';
import { earnRoutes, INCOME, PAYOUT_AT, payout } from '../test/fixtures';
import IncomeHistoryScreen from './IncomeHistoryScreen';

const FIRST_PAGE = Array.from({ length: 10 }, (_, index) =>
  payout({ orderId: String(9000 + index), day: '2025-03-03' }),
);

describe('income history', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member, real: null, demo: false });
  });

  it('lists each day’s income ten at a time: product, day, amount, rate and its transaction', async () => {
    const server = fakeServer(
      earnRoutes({
        [`GET ${INCOME}`]: [
          () => ({ data: page(FIRST_PAGE, 11) }),
          () => ({
            data: page(
              [
                payout({
                  orderId: '9100',
                  name: 'USDT 30-day pool lock-up',
                  amount: '2',
                  transactionId: null,
                  source: 'fixed',
                }),
              ],
              11,
              2,
            ),
          }),
        ],
      }),
    );
    renderAt('/financial/history', <IncomeHistoryScreen />);
    const first = await screen.findByTestId('earn-income-0');
    expect(within(first).getByTestId('earn-payout-name').textContent).toBe('USDT 5-day fund');
    expect(within(first).getByTestId('earn-payout-day').textContent).toBe('Income of 2025-03-03');
    expect(within(first).getByTestId('earn-payout-amount').textContent).toBe('+4.00 USDT');
    expect(within(first).getByTestId('earn-payout-rate').textContent).toBe(
      '0.4% / dayAPR 146% · Published',
    );
    expect(within(first).getByTestId('earn-payout-tx').textContent).toBe('tx-0003');
    expect(within(first).getByText(formatDateTime(PAYOUT_AT + 3 * 86_400_000))).toBeTruthy();
    const query = server.callsTo(INCOME)[0]?.query;
    expect([query?.get('pageNo'), query?.get('pageSize')]).toEqual(['1', '10']);

    fireEvent.click(screen.getByTestId('earn-income-more'));
    const last = await screen.findByTestId('earn-income-10');
    expect(within(last).getByTestId('earn-payout-name').textContent).toBe(
      'USDT 30-day pool lock-up',
    );
    expect(within(last).getByTestId('earn-payout-tx').textContent).toBe('None');
    expect(within(last).getByTestId('earn-payout-rate').textContent).toContain('Fixed');
    expect(server.callsTo(INCOME)[1]?.query.get('pageNo')).toBe('2');
    expect(screen.getByText('No more records')).toBeTruthy();
  });

  it('says when there is no income yet', async () => {
    fakeServer(earnRoutes({ [`GET ${INCOME}`]: () => ({ data: page([]) }) }));
    renderAt('/financial/history', <IncomeHistoryScreen />);
    expect((await screen.findByTestId('earn-income-empty')).textContent).toContain('No income yet');
  });

  it('asks nothing in demo mode', async () => {
    useSession.setState({ token: 'demo', member, real: { token: 't', member }, demo: true });
    const server = fakeServer(earnRoutes());
    renderAt('/financial/history', <IncomeHistoryScreen />);
    expect(screen.getByTestId('earn-demo')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.callsTo(INCOME)).toEqual([]);
  });
});
