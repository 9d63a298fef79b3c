import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../../state/session';
import { fakeServer } from '../../../account/test/fakeServer';
import { renderAt, where } from '../../../account/test/render';
import { formatDateTime } from '../../../market/format';
import { member } from '../../test/fixtures';
import {
  creditLoan,
  creditRoutes,
  pendingLoan,
  PRODUCTS,
  STATISTICS,
  statistics,
} from '../test/fixtures';
import CreditScreen from './CreditScreen';

vi.mock('../../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const noneOpen = () => ({ data: statistics({ open: null }) });

describe('credit loan: products and statistics', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member, real: null, demo: false });
  });

  it('shows each product honestly: range, term, rates beside their APR, repayment, lender, example', async () => {
    fakeServer(creditRoutes({ [`GET ${STATISTICS}`]: noneOpen }));
    renderAt('/credit', <CreditScreen />);
    const card = await screen.findByTestId('credit-product-1');
    const text = (testId: string) => within(card).getByTestId(testId).textContent;
    expect(text('product-range')).toBe('100 – 10,000 USDT');
    expect(text('product-cycle')).toBe('30 days');
    expect(text('product-daily')).toBe('0.05% / dayAPR 18.25%');
    expect(text('product-late')).toBe('0.1% / dayAPR 36.5%');
    expect(text('product-repayment')).toBe('In one sum at the end of the term');
    expect(text('product-repayment-note')).toBe(
      'Principal and interest are repaid together at the end of the term. Repaying earlier charges interest only for the days begun, with no penalty.',
    );
    expect(text('product-lender')).toBe('Platform lending');
    expect(text('product-example')).toBe(
      'Example: borrowing 10,000 USDT for the whole 30 days costs 150.00 USDT in interest.',
    );
    expect(screen.getByTestId('credit-none-open').textContent).toBe(
      'You have no application or loan open.',
    );
    fireEvent.click(screen.getByTestId('credit-apply-2'));
    expect(where()).toBe('/credit/apply?productId=2');
  });

  it('shows the open loan, the counts and the totals per coin, and offers no new application', async () => {
    fakeServer(creditRoutes());
    renderAt('/credit', <CreditScreen />);
    const open = await screen.findByTestId('credit-open');
    const text = (testId: string) => within(open).getByTestId(testId).textContent;
    expect(text('credit-status')).toBe('Lending');
    expect(text('credit-approved')).toBe('1,000.00 USDT');
    expect(text('credit-total-to-repay')).toBe('1,015.00 USDT');
    expect(text('credit-owed')).toBe('1,005.00 USDT');
    expect(text('credit-due')).toBe(formatDateTime(creditLoan().dueAt ?? 0));
    expect(within(open).queryByTestId('credit-overdue')).toBeNull();
    expect(within(open).getByTestId('credit-repay-7')).toBeTruthy();

    expect(screen.getByTestId('credit-stats-applications').textContent).toBe('3');
    expect(screen.getByTestId('credit-stats-repaid-loans').textContent).toBe('1');
    expect(screen.getByTestId('credit-stats-USDT').textContent).toBe('2,500.00 / 1,520.50 USDT');
    expect(screen.getByText('USDT borrowed / repaid')).toBeTruthy();

    await screen.findByTestId('credit-product-1');
    expect(screen.getByTestId('credit-requirements').textContent).toBe(
      'You already have an application or a loan open: you can apply again once it is closed.',
    );
    expect(screen.queryByTestId('credit-apply-1')).toBeNull();
  });

  it('labels an overdue loan and a rejection with its reason', async () => {
    const overdue = creditLoan({ status: 'overdue', overdue: true, lateFee: '3', owedNow: '1018' });
    fakeServer(
      creditRoutes({ [`GET ${STATISTICS}`]: () => ({ data: statistics({ open: overdue }) }) }),
    );
    const view = renderAt('/credit', <CreditScreen />);
    const open = await screen.findByTestId('credit-open');
    expect(within(open).getByTestId('credit-status').textContent).toBe('Overdue');
    expect(within(open).getByTestId('credit-overdue')).toBeTruthy();
    expect(within(open).getByTestId('credit-late-fee').textContent).toBe('3.00 USDT');
    view.unmount();

    const rejected = pendingLoan({ status: 'rejected', rejectReason: 'Income proof unreadable' });
    fakeServer(
      creditRoutes({ [`GET ${STATISTICS}`]: () => ({ data: statistics({ open: rejected }) }) }),
    );
    renderAt('/credit', <CreditScreen />);
    const card = await screen.findByTestId('credit-open');
    expect(within(card).getByTestId('credit-status').textContent).toBe('Rejected');
    expect(within(card).getByTestId('credit-reject-reason').textContent).toBe(
      'Reason for rejection: Income proof unreadable',
    );
    expect(within(card).queryByTestId('credit-repay-8')).toBeNull();
  });

  it('says so when no product is offered', async () => {
    fakeServer(
      creditRoutes({ [`GET ${STATISTICS}`]: noneOpen, [`GET ${PRODUCTS}`]: () => ({ data: [] }) }),
    );
    renderAt('/credit', <CreditScreen />);
    expect((await screen.findByTestId('credit-no-products')).textContent).toContain(
      'No credit loan is offered right now',
    );
  });

  it('asks nothing in demo mode', async () => {
    useSession.setState({ token: 'demo', member, real: { token: 't', member }, demo: true });
    const server = fakeServer(creditRoutes());
    renderAt('/credit', <CreditScreen />);
    expect(screen.getByTestId('lending-demo')).toBeTruthy();
    expect(screen.queryByTestId('credit-history-link')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.calls).toEqual([]);
  });
});
