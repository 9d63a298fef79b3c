import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { renderAt, where } from '../../account/test/render';
import { loan, LOANS, member, page } from '../test/fixtures';
import LoanListScreen from './LoanListScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const routes = () => ({
  [`GET ${LOANS}`]: (_body: unknown, query: URLSearchParams) =>
    query.get('status') === 'open'
      ? {
          data: page([
            loan(),
            loan({ id: 41, status: 'overdue', ratio: '0.65', health: 'call', debt: '10500.5' }),
          ]),
        }
      : {
          data: page([
            loan({ id: 40, status: 'settled', ratio: null, health: null, closedAt: 1 }),
            loan({ id: 39, status: 'liquidated', ratio: null, health: null, closedAt: 1 }),
          ]),
        },
});

describe('my pledge loans', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member, real: null, demo: false });
  });

  it('lists the open loans with their debt, status and ratio health, then the closed ones', async () => {
    const server = fakeServer(routes());
    renderAt('/pledge/orders', <LoanListScreen />);
    const healthy = await screen.findByTestId('loan-42');
    expect(within(healthy).getByText('Pledge BTC, borrow USDT')).toBeTruthy();
    expect(within(healthy).getByTestId('loan-status').textContent).toBe('Accruing');
    expect(within(healthy).getByTestId('loan-row-borrowed').textContent).toBe('10,000.00 USDT');
    expect(within(healthy).getByTestId('loan-row-debt').textContent).toBe('10,012.00 USDT');
    const ratio = within(healthy).getByTestId('loan-row-ratio');
    expect(ratio.textContent).toBe('33.38% · Healthy');
    expect(ratio.getAttribute('data-health')).toBe('healthy');
    const overdue = screen.getByTestId('loan-41');
    expect(within(overdue).getByTestId('loan-status').textContent).toBe('Overdue');
    expect(within(overdue).getByTestId('loan-row-ratio').textContent).toBe('65% · Margin call');
    expect(within(overdue).getByTestId('loan-row-debt').textContent).toBe('10,500.50 USDT');
    expect(server.callsTo(LOANS)[0]?.query.get('status')).toBe('open');

    fireEvent.click(screen.getByTestId('loans-tab-closed'));
    const repaid = await screen.findByTestId('loan-40');
    expect(within(repaid).getByTestId('loan-status').textContent).toBe('Repaid');
    expect(within(repaid).getByTestId('loan-row-ratio').textContent).toBe('--');
    expect(within(screen.getByTestId('loan-39')).getByTestId('loan-status').textContent).toBe(
      'Liquidated',
    );
    await waitFor(() =>
      expect(server.callsTo(LOANS).map((call) => call.query.get('status'))).toEqual([
        'open',
        'closed',
      ]),
    );

    fireEvent.click(repaid);
    expect(where()).toBe('/pledge/order/40');
  });

  it('says so when there are none, with the way to borrow', async () => {
    fakeServer({ [`GET ${LOANS}`]: () => ({ data: page([]) }) });
    renderAt('/pledge/orders', <LoanListScreen />);
    const empty = await screen.findByTestId('loans-empty');
    expect(empty.textContent).toContain('No loans here');
    fireEvent.click(within(empty).getByText('Borrow'));
    expect(where()).toBe('/pledge');
  });

  it('asks nothing in demo mode', async () => {
    useSession.setState({ token: 'demo', member, real: { token: 't', member }, demo: true });
    const server = fakeServer(routes());
    renderAt('/pledge/orders', <LoanListScreen />);
    expect(screen.getByTestId('lending-demo')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.callsTo(LOANS)).toEqual([]);
  });
});
