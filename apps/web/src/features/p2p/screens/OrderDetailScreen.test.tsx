import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { where } from '../../account/test/render';
import { stubPreviews } from '../../identity/test/fixtures';
import { renderRoute } from '../../market/test/render';
import { markReadHere } from '../chatReads';
import { C2C_PATHS } from '../paths';
import {
  appeal,
  chat,
  chatRecord,
  orderDetail,
  plain,
  sellerPaid,
  serveOrder,
  serveOrderFiles,
  tradeRoutes,
} from '../test/fixtures';
import OrderDetailScreen from './OrderDetailScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const DETAIL = '/otc/order/detail';
const PAY = '/otc/order/pay';
const CANCEL = '/otc/order/cancel';
const RELEASE = '/otc/order/release';
const EVIDENCE = '/otc/order/appeal/evidence';
const WITHDRAW = '/otc/order/appeal/cancel';
const REVIEW = '/otc/order/review';

const member = {
  usercode: '100001',
  username: 'alice01',
  c2c_user_type: 0,
  perpetual_contracts_status: 0,
};

/** Opens the order on a tiny stateful server (`serveOrder`). */
function openOrder(...args: Parameters<typeof serveOrder>) {
  const server = serveOrder(...args);
  renderRoute(C2C_PATHS.order, '/c2c/order/41', <OrderDetailScreen />);
  return server;
}

describe('P2P order detail', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member, real: null, demo: false });
    vi.mocked(notify.info).mockClear();
  });

  it('shows an unpaid buyer the seller’s account, the countdown, and pay and cancel only', async () => {
    const server = openOrder(orderDetail());
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
    expect(within(payment).queryByTestId('order-payee-qr')).toBeNull();
    expect(screen.getByTestId('order-counterpart-name').textContent).toBe('Mia Tester');
    expect(screen.getByTestId('order-terms').textContent).toBe(
      'Bank transfer only, with the order number as reference.',
    );
    expect(screen.getByTestId('order-pay')).toBeTruthy();
    expect(screen.getByTestId('order-cancel')).toBeTruthy();
    expect(screen.queryByTestId('order-appeal')).toBeNull();
    expect(screen.queryByTestId('order-release-entry')).toBeNull();
    expect(screen.queryByTestId('appeal-section')).toBeNull();
    expect(screen.queryByTestId('review-section')).toBeNull();
  });

  it('shows the buyer the seller’s payment QR code, read with the session, freed on leaving', async () => {
    stubPreviews();
    openOrder(
      orderDetail({
        payment: {
          type: 'wechat',
          realName: 'Mia Tester',
          bankName: null,
          account: null,
          branch: null,
          qrFileId: 'qr-mia',
        },
      }),
    );
    const files = serveOrderFiles();
    const qr = await screen.findByTestId('order-payee-qr');
    const image = await within(qr).findByTestId('order-image-qr-mia');
    const src = image.getAttribute('src');
    expect(src).toMatch(/^blob:/);
    expect(files.fileIds).toEqual(['qr-mia']);
    expect(URL.revokeObjectURL).not.toHaveBeenCalledWith(src);
    cleanup();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(src);
  });

  it('opens the counterpart’s profile from their name', async () => {
    openOrder(orderDetail());
    fireEvent.click(await screen.findByTestId('order-counterpart-link'));
    expect(where()).toBe('/c2c/advertiser/21');
  });

  it('leads to customer service about this order', async () => {
    const order = orderDetail();
    openOrder(order);
    expect((await screen.findByTestId('contact-support')).getAttribute('href')).toBe(
      `/customerService?link=p2p_order:${order.id}`,
    );
  });

  it('marks the order paid only after the confirmation', async () => {
    const server = openOrder(orderDetail(), (change) => ({
      [`POST ${PAY}`]: () => ({
        data: plain(change({ status: 'paid', paidAt: '2025-03-01T10:05:00Z' })),
      }),
    }));
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
    // Still the buyer's to cancel, with a warning now that it is marked paid; and to appeal.
    expect(screen.getByTestId('order-cancel')).toBeTruthy();
    expect(screen.getByTestId('order-appeal')).toBeTruthy();
  });

  it('cancels only with a reason', async () => {
    const server = openOrder(orderDetail(), (change) => ({
      [`POST ${CANCEL}`]: (body) => ({
        data: plain(
          change({
            status: 'cancelled',
            cancelReason: (body as { reason: string }).reason,
            cancelledBy: 'buyer',
          }),
        ),
      }),
    }));
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
    openOrder(orderDetail({ status: 'paid' }));
    fireEvent.click(await screen.findByTestId('order-cancel'));
    expect((await screen.findByTestId('order-cancel-paid')).textContent).toContain(
      'Cancel only if you did not pay or the seller has refunded you',
    );
  });

  it('shows a seller of a paid order the buyer’s verified name and the way to release', async () => {
    const server = openOrder(sellerPaid());
    expect((await screen.findByTestId('order-banner-title')).textContent).toBe(
      'The buyer says they have paid',
    );
    expect(screen.queryByTestId('order-pay')).toBeNull();
    expect(screen.queryByTestId('order-cancel')).toBeNull();
    expect(screen.getByTestId('order-appeal')).toBeTruthy();
    const entry = screen.getByTestId('order-release-entry');
    expect(within(entry).getByTestId('order-release-entry-name').textContent).toBe('Ben Buyer');
    expect(
      within(entry).getByText(
        'Check that 237.50 EUR has arrived in your account from Ben Buyer, then release.',
      ),
    ).toBeTruthy();
    // The seller sees which of their own methods the buyer paid to, masked.
    expect(within(screen.getByTestId('order-payment')).getByText('•••• 3000')).toBeTruthy();
    fireEvent.click(within(entry).getByTestId('order-release-open'));
    expect(where()).toBe('/withdraw/c2cSecurityVerification?orderId=41');
    expect(server.callsTo(RELEASE)).toEqual([]);
  });

  it('offers an unpaid order’s seller nothing but the wait', async () => {
    openOrder(sellerPaid({ status: 'unpaid', paidAt: null }));
    expect((await screen.findByTestId('order-banner-title')).textContent).toBe(
      'Waiting for the buyer’s payment',
    );
    expect(screen.getByTestId('order-countdown')).toBeTruthy();
    expect(screen.queryByTestId('order-release-entry')).toBeNull();
    expect(screen.queryByTestId('order-pay')).toBeNull();
    expect(screen.queryByTestId('order-cancel')).toBeNull();
    expect(screen.queryByTestId('order-appeal')).toBeNull();
  });

  it('tells the buyer of a completed trade where the coins are', async () => {
    openOrder(orderDetail({ status: 'completed', finishedAt: '2025-03-01T10:10:00Z' }));
    expect((await screen.findByTestId('order-success')).textContent).toBe(
      '250 USDT are in your spot wallet.',
    );
    fireEvent.click(screen.getByTestId('order-wallet-link'));
    expect(where()).toBe('/funds');
  });

  it('says why an order was cancelled by who cancelled it, in the reader’s language', async () => {
    openOrder(
      orderDetail({
        status: 'cancelled',
        cancelReason: 'payment time ran out',
        cancelledBy: 'system',
      }),
    );
    expect((await screen.findByTestId('order-cancel-reason')).textContent).toBe(
      'The payment time ran out',
    );
  });

  it('says an operator returned the coins on appeal, with their note', async () => {
    openOrder(
      sellerPaid({
        status: 'cancelled',
        cancelReason: 'No payment arrived.',
        cancelledBy: 'operator',
        appeal: appeal({ status: 'decided', decision: 'return', mine: false }),
      }),
    );
    expect((await screen.findByTestId('order-cancel-reason')).textContent).toBe(
      'Returned to the seller by an operator’s decision on the appeal: No payment arrived.',
    );
    expect(screen.getByTestId('appeal-decision').textContent).toBe(
      'An operator returned the coins to the seller.',
    );
  });

  it('takes either party of a paid order to the appeal form', async () => {
    openOrder(orderDetail({ status: 'paid' }));
    fireEvent.click(await screen.findByTestId('order-appeal'));
    expect(where()).toBe('/c2c/order/41/appeal');
  });

  it('shows the appeal to the respondent, who adds evidence; only the appellant may withdraw', async () => {
    const open = sellerPaid({ status: 'appeal', appeal: appeal({ mine: false }) });
    const server = openOrder(
      open,
      () => ({ [`POST ${EVIDENCE}`]: () => ({ data: open }) }),
      chat([
        chatRecord(4, {
          kind: 'evidence',
          text: 'I paid 237.50 EUR by bank transfer at 10:05.',
          at: '2025-03-01T10:40:00Z',
        }),
      ]),
    );
    const section = await screen.findByTestId('appeal-section');
    expect(within(section).getByTestId('appeal-status').textContent).toBe('Under review');
    expect(within(section).getByTestId('appeal-who').textContent).toBe('The buyer');
    expect(within(section).getByText('I paid, and the seller does not release')).toBeTruthy();
    expect(within(section).getByTestId('appeal-escrow').textContent).toContain(
      'The coins stay in escrow until an operator decides.',
    );
    expect(within(section).getByTestId('evidence-4').textContent).toContain('The other side');
    expect(within(section).queryByTestId('appeal-withdraw')).toBeNull();
    // The seller may still release while the appeal is open.
    expect(screen.getByTestId('order-release-entry')).toBeTruthy();
    expect(screen.queryByTestId('order-appeal')).toBeNull();

    fireEvent.click(within(section).getByTestId('appeal-add-evidence'));
    fireEvent.click(await screen.findByTestId('evidence-submit'));
    expect(await screen.findByText('Describe your evidence')).toBeTruthy();
    expect(server.callsTo(EVIDENCE)).toEqual([]);

    fireEvent.change(screen.getByTestId('evidence-text'), {
      target: { value: ' Nothing arrived in my account. ' },
    });
    fireEvent.click(screen.getByTestId('evidence-submit'));
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith('Evidence added'));
    expect(server.callsTo(EVIDENCE)[0]?.body).toEqual({
      id: 41,
      text: 'Nothing arrived in my account.',
      fileIds: [],
    });
    await waitFor(() => expect(screen.queryByTestId('evidence-form')).toBeNull());
  });

  it('lets the appellant withdraw the appeal once they confirm', async () => {
    const server = openOrder(
      orderDetail({ status: 'appeal', paidAt: '2025-03-01T10:05:00Z', appeal: appeal() }),
      (change) => ({
        [`POST ${WITHDRAW}`]: () => ({
          data: change({
            status: 'paid',
            appeal: appeal({ status: 'withdrawn', closedAt: '2025-03-01T11:00:00Z' }),
          }),
        }),
      }),
    );
    const section = await screen.findByTestId('appeal-section');
    expect(within(section).getByTestId('appeal-who').textContent).toBe('You');
    fireEvent.click(within(section).getByTestId('appeal-withdraw'));
    expect(await screen.findByText('Withdraw your appeal?')).toBeTruthy();
    expect(server.callsTo(WITHDRAW)).toEqual([]);
    fireEvent.click(screen.getByTestId('appeal-withdraw-dialog-confirm'));
    await waitFor(() => expect(screen.getByTestId('appeal-status').textContent).toBe('Withdrawn'));
    expect(server.callsTo(WITHDRAW)[0]?.body).toEqual({ id: 41 });
    expect(notify.info).toHaveBeenCalledWith('Appeal withdrawn');
    expect(screen.getByTestId('order-banner-title').textContent).toBe(
      'Waiting for the seller to release',
    );
    expect(screen.queryByTestId('appeal-withdraw')).toBeNull();
    expect(screen.queryByTestId('appeal-escrow')).toBeNull();
  });

  it('shows a split decision in the order’s coin', async () => {
    openOrder(
      orderDetail({
        status: 'completed',
        appeal: appeal({ status: 'decided', decision: 'split', buyerQuantity: '120' }),
      }),
    );
    expect((await screen.findByTestId('appeal-decision')).textContent).toBe(
      'An operator split the coins: 120 USDT to the buyer, 130 USDT back to the seller.',
    );
    expect(screen.getByTestId('appeal-status').textContent).toBe('Decided');
  });

  it('takes one review of a completed order, then shows it instead of the form', async () => {
    const server = openOrder(orderDetail({ status: 'completed' }), (change) => ({
      [`POST ${REVIEW}`]: (body) => {
        const { positive, comment } = body as { positive: boolean; comment: string };
        change({ review: { positive, comment } });
        return { data: null };
      },
    }));
    const section = await screen.findByTestId('review-section');
    fireEvent.click(within(section).getByTestId('review-submit'));
    expect(await screen.findByText('Choose positive or negative')).toBeTruthy();
    expect(server.callsTo(REVIEW)).toEqual([]);

    fireEvent.click(within(section).getByTestId('review-positive'));
    fireEvent.change(within(section).getByTestId('review-comment'), {
      target: { value: ' Quick and friendly. ' },
    });
    fireEvent.click(within(section).getByTestId('review-submit'));
    const left = await screen.findByTestId('review-left');
    expect(left.textContent).toContain('Positive');
    expect(left.textContent).toContain('Quick and friendly.');
    expect(server.callsTo(REVIEW)).toEqual([
      expect.objectContaining({ body: { id: 41, positive: true, comment: 'Quick and friendly.' } }),
    ]);
    expect(notify.info).toHaveBeenCalledWith('Thank you for your review');
    expect(screen.queryByTestId('review-form')).toBeNull();
  });

  it('shows a review left earlier, with no form', async () => {
    openOrder(
      orderDetail({ status: 'completed', review: { positive: false, comment: 'Slow to pay.' } }),
    );
    const left = await screen.findByTestId('review-left');
    expect(left.textContent).toBe('NegativeSlow to pay.');
    expect(screen.queryByTestId('review-form')).toBeNull();
  });

  it('counts what the other side said since the chat was last read here', async () => {
    markReadHere(member.usercode, 41, 2);
    openOrder(
      orderDetail(),
      () => ({}),
      chat([
        chatRecord(1, { kind: 'status', from: 'system', text: null, status: 'unpaid' }),
        chatRecord(2),
        chatRecord(3, { from: 'me' }),
        chatRecord(4),
        chatRecord(5, { from: 'staff' }),
      ]),
    );
    const entry = await screen.findByTestId('order-chat');
    await waitFor(() =>
      expect(within(entry).getByTestId('order-chat-unread').textContent).toBe('2'),
    );
    expect(entry.textContent).toContain('Chat with mia_trades');
    fireEvent.click(entry);
    expect(where()).toBe('/c2c/order/41/chat');
  });

  it('takes the mark made on another device from the server when it is further', async () => {
    markReadHere(member.usercode, 41, 1);
    const records = [chatRecord(1), chatRecord(2), chatRecord(3), chatRecord(4)];
    openOrder(orderDetail(), () => ({}), { ...chat(records), readSeq: 3 });
    const entry = await screen.findByTestId('order-chat');
    await waitFor(() =>
      expect(within(entry).getByTestId('order-chat-unread').textContent).toBe('1'),
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
