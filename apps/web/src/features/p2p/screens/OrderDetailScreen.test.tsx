import { ERROR_CODES } from '@exchange/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { fakeServer, type Handler } from '../../account/test/fakeServer';
import { where } from '../../account/test/render';
import { renderRoute } from '../../market/test/render';
import { C2C_PATHS } from '../paths';
import { order, tradeRoutes } from '../test/fixtures';
import OrderDetailScreen from './OrderDetailScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const DETAIL = '/otc/order/detail';
const PAY = '/otc/order/pay';
const CANCEL = '/otc/order/cancel';
const RELEASE = '/otc/order/release';

const member = {
  usercode: '100001',
  username: 'alice01',
  c2c_user_type: 0,
  perpetual_contracts_status: 0,
};

const openOrder = (routes: Record<string, Handler | Handler[]>) => {
  const server = fakeServer({ ...tradeRoutes(), ...routes });
  renderRoute(C2C_PATHS.order, '/c2c/order/41', <OrderDetailScreen />);
  return server;
};

/** The seller's view of a paid order: Ben paid 237.50 EUR for 250 USDT. */
const sellerPaid = (overrides = {}) =>
  order({
    role: 'seller',
    status: 'paid',
    advertiser: true,
    payment: {
      type: 'bank_card',
      realName: 'Alice Seller',
      bankName: 'Sparkasse Berlin',
      account: 'DE89 3704 0044 0532 0130 00',
      branch: null,
      qrFileId: null,
    },
    counterpart: { userId: 22, nickname: 'ben_buys', realName: 'Ben Buyer' },
    paidAt: '2025-03-01T10:05:00Z',
    ...overrides,
  });

describe('P2P order detail', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member, real: null, demo: false });
    vi.mocked(notify.info).mockClear();
  });

  it('shows an unpaid buyer the seller’s account, the countdown, and pay and cancel only', async () => {
    const server = openOrder({ [`POST ${DETAIL}`]: () => ({ data: order() }) });
    expect((await screen.findByTestId('order-banner-title')).textContent).toBe('Pay the seller');
    expect(server.callsTo(DETAIL)[0]?.body).toEqual({ id: 41 });
    expect(screen.getByTestId('order-countdown').textContent).toMatch(
      /^Time left to pay1[45]:\d\d$/,
    );
    expect(screen.getByTestId('order-amount').textContent).toBe('237.50 EUR');
    expect(screen.getByTestId('order-price').textContent).toBe('0.95 EUR');
    expect(screen.getByTestId('order-quantity').textContent).toBe('250 USDT');
    const payment = screen.getByTestId('order-payment');
    expect(within(payment).getByTestId('order-payee-name').textContent).toBe('Mia Tester');
    expect(within(payment).getByTestId('order-payee-account').textContent).toBe(
      'DE89 3704 0044 0532 0130 00',
    );
    expect(within(payment).getByText('Sparkasse Berlin')).toBeTruthy();
    expect(within(payment).getAllByRole('button', { name: 'Copy' })).toHaveLength(3);
    expect(screen.getByTestId('order-counterpart-name').textContent).toBe('Mia Tester');
    expect(screen.getByTestId('order-terms').textContent).toBe(
      'Bank transfer only, with the order number as reference.',
    );
    expect(screen.getByTestId('order-pay')).toBeTruthy();
    expect(screen.getByTestId('order-cancel')).toBeTruthy();
    expect(screen.queryByTestId('order-release-form')).toBeNull();
  });

  it('marks the order paid only after the confirmation', async () => {
    const server = openOrder({
      [`POST ${DETAIL}`]: () => ({ data: order() }),
      [`POST ${PAY}`]: () => ({ data: order({ status: 'paid', paidAt: '2025-03-01T10:05:00Z' }) }),
    });
    fireEvent.click(await screen.findByTestId('order-pay'));
    const dialog = await screen.findByTestId('order-pay-dialog');
    expect(dialog.textContent).toContain(
      'Confirm only after you have transferred 237.50 EUR to Mia Tester.',
    );
    expect(server.callsTo(PAY)).toEqual([]);
    fireEvent.click(screen.getByTestId('order-pay-dialog-confirm'));
    await waitFor(() =>
      expect(screen.getByTestId('order-banner-title').textContent).toBe(
        'Waiting for the seller to release',
      ),
    );
    expect(server.callsTo(PAY)[0]?.body).toEqual({ id: 41 });
    expect(notify.info).toHaveBeenCalledWith('Marked as paid');
    expect(screen.queryByTestId('order-pay')).toBeNull();
    expect(screen.queryByTestId('order-countdown')).toBeNull();
    // Still the buyer's to cancel, with a warning now that it is marked paid.
    expect(screen.getByTestId('order-cancel')).toBeTruthy();
  });

  it('cancels only with a reason', async () => {
    const server = openOrder({
      [`POST ${DETAIL}`]: () => ({ data: order() }),
      [`POST ${CANCEL}`]: (body) => ({
        data: order({
          status: 'cancelled',
          cancelReason: (body as { reason: string }).reason,
        }),
      }),
    });
    fireEvent.click(await screen.findByTestId('order-cancel'));
    await screen.findByTestId('order-cancel-sheet');
    fireEvent.click(screen.getByTestId('order-cancel-confirm'));
    expect(await screen.findByText('Give a reason for cancelling')).toBeTruthy();
    fireEvent.change(screen.getByTestId('order-cancel-text'), { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('order-cancel-confirm'));
    expect(screen.getByText('Give a reason for cancelling')).toBeTruthy();
    expect(server.callsTo(CANCEL)).toEqual([]);

    fireEvent.click(screen.getByTestId('order-cancel-reason-cannotPay'));
    expect((screen.getByTestId('order-cancel-text') as HTMLTextAreaElement).value).toBe(
      'I cannot pay in time',
    );
    fireEvent.click(screen.getByTestId('order-cancel-confirm'));
    await waitFor(() =>
      expect(screen.getByTestId('order-banner-title').textContent).toBe('Order cancelled'),
    );
    expect(server.callsTo(CANCEL)[0]?.body).toEqual({ id: 41, reason: 'I cannot pay in time' });
    expect(screen.getByTestId('order-cancel-reason').textContent).toBe(
      'Reason: I cannot pay in time',
    );
    expect(screen.queryByTestId('order-cancel')).toBeNull();
    expect(screen.queryByTestId('order-payment')).toBeNull();
  });

  it('warns a buyer who marked the order paid before they cancel', async () => {
    openOrder({ [`POST ${DETAIL}`]: () => ({ data: order({ status: 'paid' }) }) });
    fireEvent.click(await screen.findByTestId('order-cancel'));
    expect((await screen.findByTestId('order-cancel-paid')).textContent).toContain(
      'Cancel only if you did not pay or the seller has refunded you',
    );
  });

  it('shows a seller of a paid order the release, needing the name check and the fund password', async () => {
    const server = openOrder({
      [`POST ${DETAIL}`]: () => ({ data: sellerPaid() }),
      [`POST ${RELEASE}`]: () => ({
        data: sellerPaid({ status: 'completed', finishedAt: '2025-03-01T10:10:00Z' }),
      }),
    });
    expect((await screen.findByTestId('order-banner-title')).textContent).toBe(
      'The buyer says they have paid',
    );
    expect(screen.queryByTestId('order-pay')).toBeNull();
    expect(screen.queryByTestId('order-cancel')).toBeNull();
    const form = screen.getByTestId('order-release-form');
    expect(within(form).getByTestId('order-release-name').textContent).toBe('Ben Buyer');
    expect(
      within(form).getByText('I have received 237.50 EUR in my account from Ben Buyer'),
    ).toBeTruthy();
    // The seller sees which of their own methods the buyer paid to, masked.
    expect(within(screen.getByTestId('order-payment')).getByText('•••• 3000')).toBeTruthy();

    fireEvent.change(screen.getByTestId('order-release-password'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('order-release'));
    expect(
      await screen.findByText(
        'Tick this once the payment from the buyer’s verified name has arrived',
      ),
    ).toBeTruthy();
    expect(server.callsTo(RELEASE)).toEqual([]);

    fireEvent.click(screen.getByTestId('order-release-check'));
    fireEvent.change(screen.getByTestId('order-release-password'), { target: { value: '123' } });
    fireEvent.click(screen.getByTestId('order-release'));
    expect(server.callsTo(RELEASE)).toEqual([]);

    fireEvent.change(screen.getByTestId('order-release-password'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('order-release'));
    await waitFor(() =>
      expect(screen.getByTestId('order-banner-title').textContent).toBe('Trade complete'),
    );
    expect(server.callsTo(RELEASE)[0]?.body).toEqual({
      id: 41,
      fundPassword: '123456',
      payerNameMatches: true,
    });
    expect(screen.getByTestId('order-success').textContent).toBe(
      'You sold 250 USDT for 237.50 EUR.',
    );
    expect(screen.queryByTestId('order-release-form')).toBeNull();
  });

  it('says where to set a fund password when there is none', async () => {
    openOrder({
      [`POST ${DETAIL}`]: () => ({ data: sellerPaid({ status: 'timed_out' }) }),
      [`POST ${RELEASE}`]: () => ({
        code: ERROR_CODES.FUND_PASSWORD_NOT_SET,
        message: 'Set a fund password first',
      }),
    });
    expect((await screen.findByTestId('order-banner-title')).textContent).toBe(
      'Release is overdue',
    );
    fireEvent.click(screen.getByTestId('order-release-check'));
    fireEvent.change(screen.getByTestId('order-release-password'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('order-release'));
    const notice = await screen.findByTestId('order-need-fund-password');
    fireEvent.click(within(notice).getByRole('link', { name: 'Set fund password' }));
    expect(where()).toBe(`/setFond?redirect=${encodeURIComponent('/c2c/order/41')}`);
  });

  it('offers an unpaid order’s seller nothing but the wait', async () => {
    openOrder({
      [`POST ${DETAIL}`]: () => ({ data: sellerPaid({ status: 'unpaid', paidAt: null }) }),
    });
    expect((await screen.findByTestId('order-banner-title')).textContent).toBe(
      'Waiting for the buyer’s payment',
    );
    expect(screen.getByTestId('order-countdown')).toBeTruthy();
    expect(screen.queryByTestId('order-release-form')).toBeNull();
    expect(screen.queryByTestId('order-pay')).toBeNull();
    expect(screen.queryByTestId('order-cancel')).toBeNull();
  });

  it('tells the buyer of a completed trade where the coins are', async () => {
    openOrder({
      [`POST ${DETAIL}`]: () => ({
        data: order({ status: 'completed', finishedAt: '2025-03-01T10:10:00Z' }),
      }),
    });
    expect((await screen.findByTestId('order-success')).textContent).toBe(
      '250 USDT are in your spot wallet.',
    );
    fireEvent.click(screen.getByTestId('order-wallet-link'));
    expect(where()).toBe('/funds');
  });

  it('shows an order the payment time cancelled in the reader’s language', async () => {
    openOrder({
      [`POST ${DETAIL}`]: () => ({
        data: order({ status: 'cancelled', cancelReason: 'payment time ran out' }),
      }),
    });
    expect((await screen.findByTestId('order-cancel-reason')).textContent).toBe(
      'Reason: The payment time ran out',
    );
  });

  it('treats a path that is no id as not found, without asking the server', async () => {
    const server = fakeServer(tradeRoutes());
    renderRoute(C2C_PATHS.order, '/c2c/order/abc', <OrderDetailScreen />);
    expect(screen.getByTestId('order-not-found').textContent).toContain(
      'This order does not exist.',
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.callsTo(DETAIL)).toEqual([]);
  });
});
