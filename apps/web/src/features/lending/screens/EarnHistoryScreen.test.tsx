import type { EarnRecord } from '@exchange/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { renderAt } from '../../account/test/render';
import { formatDateTime } from '../../market/format';
import { EARN_HISTORY, member, page, PAYOUT_AT } from '../test/fixtures';
import EarnHistoryScreen from './EarnHistoryScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

function earn(overrides: Partial<EarnRecord> = {}): EarnRecord {
  return {
    type: 'subscribe',
    asset: 'USDT',
    amount: '500',
    status: 'done',
    time: PAYOUT_AT,
    date: null,
    ...overrides,
  };
}

const FIRST_PAGE = [
  earn({ type: 'income', amount: '1.7', date: '2025-03-01' }),
  earn({ type: 'redeem', amount: '50', status: 'queued' }),
  ...Array.from({ length: 8 }, () => earn()),
];

describe('earn history', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member, real: null, demo: false });
  });

  it('lists records ten at a time with their kind, amount, time and status', async () => {
    const server = fakeServer({
      [`GET ${EARN_HISTORY}`]: [
        () => ({ data: page(FIRST_PAGE, 11) }),
        () => ({ data: page([earn({ amount: '7' })], 11, 2) }),
      ],
    });
    renderAt('/savings/history', <EarnHistoryScreen />);
    const income = await screen.findByTestId('earn-row-0');
    expect(within(income).getByText('Income')).toBeTruthy();
    expect(within(income).getByTestId('earn-amount').textContent).toBe('+1.70 USDT');
    expect(within(income).getByTestId('earn-date').textContent).toBe('Payout of 2025-03-01');
    expect(within(income).getByTestId('earn-status').textContent).toBe('Done');
    expect(within(income).getByText(formatDateTime(PAYOUT_AT))).toBeTruthy();
    const redeem = screen.getByTestId('earn-row-1');
    expect(within(redeem).getByText('Redemption')).toBeTruthy();
    expect(within(redeem).getByTestId('earn-status').textContent).toBe('Queued');
    expect(within(redeem).queryByTestId('earn-date')).toBeNull();
    const query = server.callsTo(EARN_HISTORY)[0]?.query;
    expect([query?.get('type'), query?.get('pageNo'), query?.get('size')]).toEqual([
      null,
      '1',
      '10',
    ]);

    fireEvent.click(screen.getByTestId('earn-more'));
    const last = await screen.findByTestId('earn-row-10');
    expect(within(last).getByTestId('earn-amount').textContent).toBe('7.00 USDT');
    expect(server.callsTo(EARN_HISTORY)[1]?.query.get('pageNo')).toBe('2');
    expect(screen.queryByTestId('earn-more')).toBeNull();
    expect(screen.getByText('No more records')).toBeTruthy();
  });

  it('filters by type', async () => {
    const server = fakeServer({
      [`GET ${EARN_HISTORY}`]: (_body, query) => ({
        data: page(query.get('type') === 'income' ? [] : [earn()]),
      }),
    });
    renderAt('/savings/history', <EarnHistoryScreen />);
    await screen.findByTestId('earn-row-0');
    fireEvent.click(screen.getByTestId('earn-tab-income'));
    expect(await screen.findByTestId('earn-empty')).toBeTruthy();
    await waitFor(() =>
      expect(server.callsTo(EARN_HISTORY).map((call) => call.query.get('type'))).toEqual([
        null,
        'income',
      ]),
    );
  });

  it('asks nothing in demo mode', async () => {
    useSession.setState({ token: 'demo', member, real: { token: 't', member }, demo: true });
    const server = fakeServer({});
    renderAt('/savings/history', <EarnHistoryScreen />);
    expect(screen.getByTestId('lending-demo')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.callsTo(EARN_HISTORY)).toEqual([]);
  });
});
