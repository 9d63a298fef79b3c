import { ERROR_CODES, type P2pOrderDetail } from '@exchange/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { where } from '../../account/test/render';
import { renderRoute } from '../../market/test/render';
import { C2C_PATHS } from '../paths';
import { orderDetail, plain, sellerPaid, serveOrder } from '../test/fixtures';
import ReleaseScreen from './ReleaseScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const DETAIL = '/otc/order/detail';
const RELEASE = '/otc/order/release';

const member = {
  usercode: '100001',
  username: 'alice01',
  c2c_user_type: 1,
  perpetual_contracts_status: 0,
};

/** Opens the release step at `path` on an order held by a tiny stateful server. */
function openRelease(
  order: P2pOrderDetail,
  routes?: Parameters<typeof serveOrder>[1],
  path = '/withdraw/c2cSecurityVerification?orderId=41',
) {
  const server = serveOrder(order, routes);
  renderRoute(C2C_PATHS.release, path, <ReleaseScreen />);
  return server;
}

describe('P2P release (the C2C security verification)', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member, real: null, demo: false });
    vi.mocked(notify.info).mockClear();
  });

  it('needs the name check and the fund password, then releases and goes back to the order', async () => {
    const server = openRelease(sellerPaid(), (change) => ({
      [`POST ${RELEASE}`]: () => ({
        data: plain(change({ status: 'completed', finishedAt: '2025-03-01T10:10:00Z' })),
      }),
    }));
    const form = await screen.findByTestId('order-release-form');
    expect(server.callsTo(DETAIL)[0]?.body).toEqual({ id: 41 });
    expect(screen.getByTestId('order-amount').textContent).toBe('237.50 EUR');
    expect(within(form).getByTestId('order-release-name').textContent).toBe('Ben Buyer');
    expect(
      within(form).getByText('I have received 237.50 EUR in my account from Ben Buyer'),
    ).toBeTruthy();
    expect(
      within(form).getByText(
        'Releasing is final: 250 USDT go to the buyer and cannot be taken back.',
      ),
    ).toBeTruthy();

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
    await waitFor(() => expect(where()).toBe('/c2c/order/41'));
    expect(server.callsTo(RELEASE)).toEqual([
      expect.objectContaining({ body: { id: 41, fundPassword: '123456', payerNameMatches: true } }),
    ]);
    expect(notify.info).toHaveBeenCalledWith('Coins released');
  });

  it('says where to set a fund password when there is none, and comes back here', async () => {
    openRelease(sellerPaid({ status: 'timed_out' }), () => ({
      [`POST ${RELEASE}`]: () => ({
        code: ERROR_CODES.FUND_PASSWORD_NOT_SET,
        message: 'Set a fund password first',
      }),
    }));
    fireEvent.click(await screen.findByTestId('order-release-check'));
    fireEvent.change(screen.getByTestId('order-release-password'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('order-release'));
    const notice = await screen.findByTestId('order-need-fund-password');
    // The typed digits are cleared, so a retry starts afresh.
    expect((screen.getByTestId('order-release-password') as HTMLInputElement).value).toBe('');
    fireEvent.click(within(notice).getByRole('link', { name: 'Set fund password' }));
    expect(where()).toBe(
      `/setFond?redirect=${encodeURIComponent('/withdraw/c2cSecurityVerification?orderId=41')}`,
    );
  });

  it.each([
    ['an unpaid order', sellerPaid({ status: 'unpaid', paidAt: null })],
    ['a finished one', sellerPaid({ status: 'completed' })],
    ['the buyer’s side', orderDetail({ status: 'paid' })],
  ])('offers nothing to release on %s, only the way back to it', async (_, order) => {
    const server = openRelease(order);
    const nothing = await screen.findByTestId('release-nothing');
    expect(nothing.textContent).toContain('This order has nothing for you to release now.');
    expect(screen.queryByTestId('order-release-form')).toBeNull();
    fireEvent.click(within(nothing).getByRole('link', { name: 'Back to the order' }));
    expect(where()).toBe('/c2c/order/41');
    expect(server.callsTo(RELEASE)).toEqual([]);
  });

  it.each(['', '?orderId=abc', '?orderId=0'])(
    'treats %j as no order, without asking the server',
    async (search) => {
      const server = openRelease(
        sellerPaid(),
        undefined,
        `/withdraw/c2cSecurityVerification${search}`,
      );
      expect(screen.getByTestId('release-nothing').textContent).toContain(
        'This order does not exist.',
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(server.callsTo(DETAIL)).toEqual([]);
    },
  );
});
