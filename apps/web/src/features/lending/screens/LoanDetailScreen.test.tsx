import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { fakeServer, type Handler } from '../../account/test/fakeServer';
import { renderRoute } from '../../market/test/render';
import { formatDateTime } from '../../market/format';
import { REQUEST_ID_PATTERN } from '../../wallet/requestId';
import {
  ADD_COLLATERAL,
  baseRoutes,
  LOAN,
  loanDetail,
  member,
  PAYOUT_AT,
  record,
  RENEW,
  REPAY,
} from '../test/fixtures';
import LoanDetailScreen from './LoanDetailScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const PATTERN = '/pledge/order/:id';
const PATH = '/pledge/order/42';
const NEW_END = PAYOUT_AT + 14 * 86_400_000;

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const text = (testId: string) => screen.getByTestId(testId).textContent;

function routes(detail = loanDetail(), extra: Record<string, Handler | Handler[]> = {}) {
  return {
    ...baseRoutes({ USDT: '20000', BTC: '2' }),
    [`GET ${LOAN}`]: () => ({ data: detail }),
    ...extra,
  };
}

function render() {
  renderRoute(PATTERN, PATH, <LoanDetailScreen />);
  return screen.findByTestId('loan-view');
}

describe('one pledge loan', () => {
  beforeEach(() => {
    vi.mocked(notify.info).mockClear();
    useSession.setState({ token: 't', member, real: null, demo: false });
  });

  it('shows every figure as of now, rates beside their APR, and the records', async () => {
    const server = fakeServer(
      routes(
        loanDetail({}, [
          record({ kind: 'renew', amount: null, termEnd: NEW_END, time: PAYOUT_AT + 3 }),
          record({
            kind: 'repay',
            amount: '112',
            interest: '12',
            principal: '100',
            time: PAYOUT_AT + 2,
          }),
          record({ kind: 'add_collateral', amount: '0.1', time: PAYOUT_AT + 1 }),
          record({ kind: 'margin_call', amount: null }),
          record(),
        ]),
      ),
    );
    await render();
    expect(server.callsTo(LOAN)[0]?.query.get('id')).toBe('42');
    expect(text('loan-debt')).toBe('10,012.00 USDT');
    expect(text('loan-status')).toBe('Accruing');
    expect(text('loan-collateral')).toBe('0.50 BTC');
    expect(text('loan-borrowed')).toBe('10,000.00 USDT');
    expect(text('loan-principal')).toBe('10,000.00 USDT');
    expect(text('loan-interest')).toBe('12.00 USDT');
    expect(text('loan-interest-paid')).toBe('0.00 USDT');
    expect(text('loan-hourly')).toBe('0.01% / hourAPR 87.6%');
    expect(text('loan-daily')).toBe('0.24% / dayAPR 87.6%');
    expect(text('loan-late')).toBe('0.005% / hourAPR 43.8%');
    expect(text('loan-term')).toBe('7 days');
    expect(text('loan-term-end')).toBe(formatDateTime(PAYOUT_AT + 7 * 86_400_000));
    expect(text('loan-ratio')).toBe('33.38% · Healthy');
    expect(text('loan-levels')).toBe('50% / 60% / 85%');
    expect(text('loan-liquidation-price')).toBe('$23,557.65');

    const records = screen.getByTestId('loan-records');
    const renew = within(records).getByTestId('loan-record-renew');
    expect(within(renew).getByText('Renewed')).toBeTruthy();
    expect(within(renew).getByTestId('record-term-end').textContent).toBe(
      `Term now ends ${formatDateTime(NEW_END)}`,
    );
    const repay = within(records).getByTestId('loan-record-repay');
    expect(within(repay).getByTestId('record-amount').textContent).toBe('112.00 USDT');
    expect(within(repay).getByTestId('record-split').textContent).toBe(
      'Interest 12.00 · principal 100.00 USDT',
    );
    const added = within(records).getByTestId('loan-record-add_collateral');
    expect(within(added).getByTestId('record-amount').textContent).toBe('0.10 BTC');
    expect(within(records).getByTestId('loan-record-margin_call').textContent).toContain(
      'Margin call',
    );
    expect(within(records).getByTestId('loan-record-borrow').textContent).toContain('Borrowed');
  });

  it('repays part, refusing more than the debt or the balance before any call', async () => {
    const server = fakeServer(
      routes(loanDetail(), {
        [`POST ${REPAY}`]: () => ({ data: { settled: false, paid: '100', replayed: false } }),
      }),
    );
    await render();
    fireEvent.click(screen.getByTestId('loan-repay'));
    const form = await screen.findByTestId('repay-form');
    expect(within(form).getByTestId('repay-debt').textContent).toBe('You owe 10,012.00 USDT now');
    await waitFor(() =>
      expect(within(form).getByTestId('repay-amount-available').textContent).toBe(
        'Available in spot: 20,000.00 USDT',
      ),
    );
    type('repay-amount', '10012.01');
    fireEvent.click(screen.getByTestId('repay-submit'));
    expect(await within(form).findByText('You owe 10,012 USDT; repay at most that')).toBeTruthy();
    expect(server.callsTo(REPAY)).toEqual([]);

    type('repay-amount', '100');
    fireEvent.click(screen.getByTestId('repay-submit'));
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith('Repaid 100 USDT'));
    const body = server.callsTo(REPAY)[0]?.body as Record<string, unknown>;
    expect(body).toEqual({ id: 42, amount: '100', requestId: body.requestId });
    expect(body.requestId).toMatch(REQUEST_ID_PATTERN);
    // The loan is read again.
    await waitFor(() => expect(server.callsTo(LOAN).length).toBeGreaterThan(1));
  });

  it('repays all with `full`, without an amount', async () => {
    const server = fakeServer(
      routes(loanDetail(), {
        [`POST ${REPAY}`]: () => ({ data: { settled: true, paid: '10012', replayed: false } }),
      }),
    );
    await render();
    fireEvent.click(screen.getByTestId('loan-repay'));
    await screen.findByTestId('repay-form');
    fireEvent.click(screen.getByTestId('repay-all'));
    await waitFor(() =>
      expect(notify.info).toHaveBeenCalledWith(
        'Loan repaid in full: your BTC collateral is back in your spot wallet',
      ),
    );
    const body = server.callsTo(REPAY)[0]?.body as Record<string, unknown>;
    expect(body).toEqual({ id: 42, full: true, requestId: body.requestId });
    await waitFor(() => expect(server.callsTo(LOAN).length).toBeGreaterThan(1));
  });

  it('adds collateral out of the spot balance', async () => {
    const server = fakeServer(
      routes(loanDetail(), { [`POST ${ADD_COLLATERAL}`]: () => ({ data: { replayed: false } }) }),
    );
    await render();
    fireEvent.click(screen.getByTestId('loan-add'));
    await screen.findByTestId('collateral-form');
    type('collateral-amount', '2.5');
    fireEvent.click(screen.getByTestId('collateral-submit'));
    expect(await screen.findByText('The amount is more than the available balance')).toBeTruthy();
    expect(server.callsTo(ADD_COLLATERAL)).toEqual([]);
    type('collateral-amount', '0.25');
    fireEvent.click(screen.getByTestId('collateral-submit'));
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith('Added 0.25 BTC of collateral'));
    const body = server.callsTo(ADD_COLLATERAL)[0]?.body as Record<string, unknown>;
    expect(body).toEqual({ id: 42, amount: '0.25', requestId: body.requestId });
    await waitFor(() => expect(server.callsTo(LOAN).length).toBeGreaterThan(1));
  });

  it('renews a healthy loan once asked', async () => {
    const server = fakeServer(
      routes(loanDetail(), {
        [`POST ${RENEW}`]: () => ({ data: { termEnd: NEW_END, replayed: false } }),
      }),
    );
    await render();
    expect(screen.queryByTestId('loan-renew-reason')).toBeNull();
    fireEvent.click(screen.getByTestId('loan-renew'));
    const dialog = await screen.findByTestId('loan-renew-dialog');
    expect(dialog.textContent).toContain(
      'The term is extended by 7 days from its end, or from now if it has already ended.',
    );
    fireEvent.click(screen.getByTestId('loan-renew-dialog-confirm'));
    await waitFor(() =>
      expect(notify.info).toHaveBeenCalledWith(
        `Renewed: the term now ends ${formatDateTime(NEW_END)}`,
      ),
    );
    const body = server.callsTo(RENEW)[0]?.body as Record<string, unknown>;
    expect(body).toEqual({ id: 42, requestId: body.requestId });
    await waitFor(() => expect(server.callsTo(LOAN).length).toBeGreaterThan(1));
  });

  it('keeps renewal off, saying why, at the margin-call level or without a price', async () => {
    const server = fakeServer(
      routes(loanDetail({ status: 'overdue', ratio: '0.62', health: 'call', renewable: false })),
    );
    const view = renderRoute(PATTERN, PATH, <LoanDetailScreen />);
    await screen.findByTestId('loan-view');
    expect(text('loan-status')).toBe('Overdue');
    expect(screen.getByTestId('loan-overdue')).toBeTruthy();
    expect(text('loan-ratio')).toBe('62% · Margin call');
    expect(screen.getByTestId('loan-renew').hasAttribute('disabled')).toBe(true);
    expect(text('loan-renew-reason')).toBe(
      'A loan can be renewed only while its pledge ratio is below the margin-call level of 60%: add collateral or repay part first.',
    );
    fireEvent.click(screen.getByTestId('loan-renew'));
    expect(screen.queryByTestId('loan-renew-dialog')).toBeNull();
    expect(server.callsTo(RENEW)).toEqual([]);
    view.unmount();

    fakeServer(
      routes(loanDetail({ ratio: null, health: null, liquidationPrice: null, renewable: false })),
    );
    await render();
    expect(text('loan-ratio')).toBe('No current price');
    expect(text('loan-liquidation-price')).toBe('--');
    expect(text('loan-renew-reason')).toBe(
      'A renewal needs a current price: please try again shortly.',
    );
  });

  it('offers nothing on a loan being liquidated or closed', async () => {
    fakeServer(routes(loanDetail({ status: 'liquidating', repayable: false, renewable: false })));
    const first = renderRoute(PATTERN, PATH, <LoanDetailScreen />);
    await screen.findByTestId('loan-view');
    expect(text('loan-liquidating')).toBe(
      'The collateral is being sold to repay the loan, so it cannot be changed now.',
    );
    expect(screen.queryByTestId('loan-actions')).toBeNull();
    first.unmount();

    fakeServer(
      routes(
        loanDetail({
          status: 'settled',
          repayable: false,
          renewable: false,
          ratio: null,
          health: null,
          closedAt: PAYOUT_AT + 86_400_000,
        }),
      ),
    );
    await render();
    expect(text('loan-status')).toBe('Repaid');
    expect(text('loan-ratio')).toBe('--');
    expect(screen.queryByTestId('loan-actions')).toBeNull();
  });

  it('tells a liquidation from the margin call to its settlement, a shortfall not the borrower’s', async () => {
    const closed = {
      status: 'liquidated',
      repayable: false,
      renewable: false,
      ratio: null,
      health: null,
      closedAt: PAYOUT_AT + 5,
    } as const;
    fakeServer(
      routes(
        loanDetail(closed, [
          record({
            kind: 'liquidation',
            amount: null,
            stage: 'settled',
            repaid: '9800.5',
            surplus: '0',
            returned: '0',
            shortfall: '211.5',
            time: PAYOUT_AT + 4,
          }),
          record({
            kind: 'liquidation',
            amount: null,
            stage: 'sold',
            sold: '0.5',
            proceeds: '9800.5',
            time: PAYOUT_AT + 3,
          }),
          record({
            kind: 'liquidation',
            amount: null,
            stage: 'started',
            ratio: '0.8512',
            time: PAYOUT_AT + 2,
          }),
          record({ kind: 'margin_call', amount: null, ratio: '0.6004', time: PAYOUT_AT + 1 }),
          record(),
        ]),
      ),
    );
    const view = renderRoute(PATTERN, PATH, <LoanDetailScreen />);
    await screen.findByTestId('loan-view');
    expect(text('loan-status')).toBe('Liquidated');
    const records = screen.getByTestId('loan-records');
    const call = within(records).getByTestId('loan-record-margin_call');
    expect(within(call).getByTestId('record-ratio').textContent).toBe('Pledge ratio 60.04%');
    const [settled, sold, started] = within(records).getAllByTestId('loan-record-liquidation');
    expect(within(started!).getByTestId('record-ratio').textContent).toBe(
      'Collateral taken at a pledge ratio of 85.12%, to be sold on the spot market',
    );
    expect(within(sold!).getByTestId('record-sold').textContent).toBe(
      'Sold 0.50 BTC for 9,800.50 USDT',
    );
    expect(within(settled!).getByTestId('record-settled').textContent).toBe(
      '9,800.50 USDT repaid the loan; 0.00 USDT and 0.00 BTC returned to you. ' +
        '211.50 USDT not covered by the sale is borne by the platform’s insurance fund, not you',
    );
    view.unmount();

    // A sale that covered the debt: the surplus and the unsold collateral go back, no shortfall.
    fakeServer(
      routes(
        loanDetail(closed, [
          record({
            kind: 'liquidation',
            amount: null,
            stage: 'settled',
            repaid: '10012',
            surplus: '50',
            returned: '0.1',
            shortfall: '0',
          }),
        ]),
      ),
    );
    await render();
    expect(text('record-settled')).toBe(
      '10,012.00 USDT repaid the loan; 50.00 USDT and 0.10 BTC returned to you',
    );
  });

  it('says a loan is not found', async () => {
    fakeServer({});
    renderRoute(PATTERN, '/pledge/order/abc', <LoanDetailScreen />);
    expect(screen.getByTestId('loan-not-found').textContent).toContain('This loan was not found');
  });

  it('asks nothing in demo mode', async () => {
    useSession.setState({ token: 'demo', member, real: { token: 't', member }, demo: true });
    const server = fakeServer(routes());
    renderRoute(PATTERN, PATH, <LoanDetailScreen />);
    expect(screen.getByTestId('lending-demo')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.callsTo(LOAN)).toEqual([]);
  });
});
