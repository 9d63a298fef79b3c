import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../../app/notify';
import { useSession } from '../../../../state/session';
import { fakeServer } from '../../../account/test/fakeServer';
import { renderAt } from '../../../account/test/render';
import { REQUEST_ID_PATTERN } from '../../../wallet/requestId';
import { member, page } from '../../test/fixtures';
import { creditLoan, creditRoutes, HISTORY, pendingLoan, REPAY } from '../test/fixtures';
import CreditHistoryScreen from './CreditHistoryScreen';

vi.mock('../../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const LOANS = [
  creditLoan({ status: 'overdue', overdue: true, lateFee: '3', owedNow: '1023' }),
  pendingLoan(),
  creditLoan({
    id: 6,
    status: 'rejected',
    approvedAmount: null,
    totalToRepay: null,
    rejectReason: 'Bank statement too old',
    lentAt: null,
    dueAt: null,
  }),
  creditLoan({ id: 5, status: 'repaid', repaid: '1012.5', owedNow: '0', closedAt: 1 }),
];

const history = (_body: unknown, query: URLSearchParams) => {
  const status = query.get('status');
  return { data: page(status ? LOANS.filter((loan) => loan.status === status) : LOANS) };
};

describe('credit loan: history', () => {
  beforeEach(() => {
    vi.mocked(notify.info).mockClear();
    useSession.setState({ token: 't', member, real: null, demo: false });
  });

  it('labels every state with its figures, ten a page, filtered by state', async () => {
    const server = fakeServer(creditRoutes({ [`GET ${HISTORY}`]: history }));
    renderAt('/credit/history', <CreditHistoryScreen />);
    const overdue = await screen.findByTestId('credit-loan-7');
    const statusOf = (id: number) =>
      within(screen.getByTestId(`credit-loan-${id}`)).getByTestId('credit-status').textContent;
    expect(statusOf(7)).toBe('Overdue');
    expect(statusOf(8)).toBe('Pending review');
    expect(statusOf(6)).toBe('Rejected');
    expect(statusOf(5)).toBe('Repaid');
    expect(within(overdue).getByTestId('credit-amount').textContent).toBe('1,200.00 USDT');
    expect(within(overdue).getByTestId('credit-approved').textContent).toBe('1,000.00 USDT');
    expect(within(overdue).getByTestId('credit-interest').textContent).toBe('5.00 USDT');
    expect(within(overdue).getByTestId('credit-late-fee').textContent).toBe('3.00 USDT');
    expect(within(overdue).getByTestId('credit-owed').textContent).toBe('1,023.00 USDT');
    expect(within(overdue).getByTestId('credit-daily').textContent).toBe('0.05% / dayAPR 18.25%');

    const pending = screen.getByTestId('credit-loan-8');
    expect(within(pending).queryByTestId('credit-approved')).toBeNull();
    expect(within(pending).getByTestId('credit-pending-note')).toBeTruthy();
    expect(within(pending).queryByRole('button')).toBeNull();
    expect(
      within(screen.getByTestId('credit-loan-6')).getByTestId('credit-reject-reason').textContent,
    ).toBe('Reason for rejection: Bank statement too old');
    const repaid = screen.getByTestId('credit-loan-5');
    expect(within(repaid).getByTestId('credit-repaid').textContent).toBe('1,012.50 USDT');
    expect(within(repaid).queryByRole('button')).toBeNull();

    const first = server.callsTo(HISTORY)[0]?.query;
    expect([first?.get('pageNo'), first?.get('pageSize'), first?.get('status')]).toEqual([
      '1',
      '10',
      null,
    ]);
    fireEvent.click(screen.getByTestId('credit-tab-rejected'));
    await waitFor(() => expect(screen.queryByTestId('credit-loan-7')).toBeNull());
    expect(await screen.findByTestId('credit-loan-6')).toBeTruthy();
    expect(server.callsTo(HISTORY).at(-1)?.query.get('status')).toBe('rejected');
  });

  it('repays the whole amount owed now after showing what it is made of', async () => {
    const server = fakeServer(
      creditRoutes({
        [`GET ${HISTORY}`]: history,
        [`POST ${REPAY}`]: () => ({ data: { paid: '1023', replayed: false } }),
      }),
    );
    renderAt('/credit/history', <CreditHistoryScreen />);
    const row = await screen.findByTestId('credit-loan-7');
    fireEvent.click(within(row).getByTestId('credit-repay-7'));
    const form = await screen.findByTestId('credit-repay-form');
    expect(within(form).getByTestId('credit-repay-owed').textContent).toBe(
      'Owed now: 1,023.00 USDT',
    );
    expect(within(form).getByTestId('credit-repay-principal').textContent).toBe('1,000.00 USDT');
    expect(within(form).getByTestId('credit-repay-interest').textContent).toBe('5.00 USDT');
    expect(within(form).getByTestId('credit-repay-late-fee').textContent).toBe('3.00 USDT');
    await waitFor(() =>
      expect(within(form).getByTestId('credit-repay-available').textContent).toBe(
        'Available in spot: 500.00 USDT',
      ),
    );
    fireEvent.click(within(form).getByTestId('credit-repay-submit'));
    await waitFor(() =>
      expect(notify.info).toHaveBeenCalledWith('Repaid 1,023 USDT: the loan is closed'),
    );
    const body = server.callsTo(REPAY)[0]?.body as Record<string, unknown>;
    expect(body).toEqual({ id: 7, requestId: body.requestId });
    expect(body.requestId).toMatch(REQUEST_ID_PATTERN);
    // The history is read again.
    await waitFor(() => expect(server.callsTo(HISTORY).length).toBeGreaterThan(1));
  });

  it('says so when there is nothing, with the way to the products', async () => {
    fakeServer(creditRoutes({ [`GET ${HISTORY}`]: () => ({ data: page([]) }) }));
    renderAt('/credit/history', <CreditHistoryScreen />);
    const empty = await screen.findByTestId('credit-empty');
    expect(empty.textContent).toContain('No credit loans here');
    expect(within(empty).getByText('See the loan products')).toBeTruthy();
  });
});
