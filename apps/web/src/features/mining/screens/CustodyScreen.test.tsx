import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { renderAt, where } from '../../account/test/render';
import { member } from '../../lending/test/fixtures';
import { formatDateTime } from '../../market/format';
import { CUSTODY, custodyOrder, DAY_MS, miningRoutes, PAYOUT_AT } from '../test/fixtures';
import CustodyScreen from './CustodyScreen';

const PATH = '/financial/custody';
const everything = [
  custodyOrder(),
  custodyOrder({
    kind: 'fund',
    id: '9001',
    name: 'USDT 5-day fund',
    amount: '1000',
    quantity: null,
    endAt: PAYOUT_AT + 6 * DAY_MS,
    remainingDays: 3,
    incomePaid: '7',
  }),
  custodyOrder({ kind: 'lockup', id: '9002', name: 'USDT 30-day pool lock-up', quantity: null }),
];

describe('custody orders', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member, real: null, demo: false });
  });

  it('lists funds, lock-ups and machines in custody, each with its end and days left', async () => {
    fakeServer(miningRoutes({ [`GET ${CUSTODY}`]: () => ({ data: everything }) }));
    renderAt(PATH, <CustodyScreen />);
    const machines = await screen.findByTestId('custody-machine-7001');
    const cell = (row: HTMLElement, testId: string) => within(row).getByTestId(testId).textContent;
    expect(cell(machines, 'custody-kind')).toBe('Mining machine');
    expect(cell(machines, 'custody-amount')).toBe('480.00 USDT');
    expect(cell(machines, 'custody-quantity')).toBe('2');
    expect(cell(machines, 'custody-start')).toBe('2025-03-02');
    expect(cell(machines, 'custody-end')).toBe(formatDateTime(PAYOUT_AT + 31 * DAY_MS));
    expect(cell(machines, 'custody-remaining')).toBe('18 days');
    expect(cell(machines, 'custody-income')).toBe('57.60 USDT');
    const fund = screen.getByTestId('custody-fund-9001');
    expect(cell(fund, 'custody-kind')).toBe('Fund');
    expect(cell(fund, 'custody-amount')).toBe('1,000.00 USDT');
    expect(within(fund).queryByTestId('custody-quantity')).toBeNull();
    expect(cell(screen.getByTestId('custody-lockup-9002'), 'custody-kind')).toBe('Lock-up');
  });

  it('opens a machine order on the mining page and a fund or lock-up on the earn page', async () => {
    fakeServer(miningRoutes({ [`GET ${CUSTODY}`]: () => ({ data: everything }) }));
    const view = renderAt(PATH, <CustodyScreen />);
    fireEvent.click(await screen.findByTestId('custody-machine-7001'));
    expect(where()).toBe('/financial/mining/order/7001');
    view.unmount();

    const again = renderAt(PATH, <CustodyScreen />);
    fireEvent.click(await screen.findByTestId('custody-fund-9001'));
    expect(where()).toBe('/financial/order/9001');
    again.unmount();

    renderAt(PATH, <CustodyScreen />);
    fireEvent.click(await screen.findByTestId('custody-lockup-9002'));
    expect(where()).toBe('/financial/order/9002');
  });

  it('says when nothing is in custody, and asks nothing in demo mode', async () => {
    const server = fakeServer(miningRoutes({ [`GET ${CUSTODY}`]: () => ({ data: [] }) }));
    const view = renderAt(PATH, <CustodyScreen />);
    expect((await screen.findByTestId('custody-empty')).textContent).toContain(
      'Nothing is held in custody',
    );
    view.unmount();

    useSession.setState({ token: 'demo', member, real: { token: 't', member }, demo: true });
    const calls = server.callsTo(CUSTODY).length;
    renderAt(PATH, <CustodyScreen />);
    expect(screen.getByTestId('mining-demo')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.callsTo(CUSTODY)).toHaveLength(calls);
  });
});
