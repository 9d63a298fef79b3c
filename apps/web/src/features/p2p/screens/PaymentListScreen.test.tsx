import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { renderAt, where } from '../../account/test/render';
import { paymentMethod, paymentRoutes, primary } from '../test/fixtures';
import PaymentListScreen from './PaymentListScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const RECORDS = '/payment/getRecords';

describe('payment methods list', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member: null, real: null, demo: false });
  });

  it('shows each method as a card with only the last four of its account, and opens it', async () => {
    fakeServer(
      paymentRoutes({
        methods: [
          paymentMethod(),
          paymentMethod({
            id: 8,
            type: 'wechat',
            bankName: null,
            account: null,
            branch: null,
            qrFileId: 'file-qr',
            enabled: false,
          }),
        ],
      }),
    );
    renderAt('/payment', <PaymentListScreen />);
    const bank = await screen.findByTestId('payment-card-7');
    expect(within(bank).getByText('Bank card')).toBeTruthy();
    expect(within(bank).getByTestId('payment-account').textContent).toBe('•••• 7890');
    expect(within(bank).getByText('Sparkasse Berlin')).toBeTruthy();
    expect(within(bank).getByText('On')).toBeTruthy();
    expect(screen.queryByText(/6222/)).toBeNull();

    const wechat = screen.getByTestId('payment-card-8');
    expect(within(wechat).getByText('WeChat')).toBeTruthy();
    expect(within(wechat).getByTestId('payment-account').textContent).toBe('QR code');
    expect(within(wechat).getByText('Off')).toBeTruthy();

    expect(await screen.findByTestId('payment-add')).toBeTruthy();
    fireEvent.click(bank);
    expect(where()).toBe('/payment/edit/7');
  });

  it('says there are none yet and offers to add one', async () => {
    fakeServer(paymentRoutes({ methods: [] }));
    renderAt('/payment', <PaymentListScreen />);
    expect((await screen.findByTestId('payment-empty')).textContent).toContain(
      'No payment methods yet',
    );
    fireEvent.click(await screen.findByTestId('payment-add'));
    expect(where()).toBe('/payment/add');
  });

  it('sends an unverified user to identity verification instead of offering to add', async () => {
    fakeServer(
      paymentRoutes({ methods: [], detail: primary({ state: 'not_verified', realName: null }) }),
    );
    renderAt('/payment', <PaymentListScreen />);
    const notice = await screen.findByTestId('payment-verify');
    expect(notice.textContent).toContain(
      'Payment methods are in your verified real name, so primary identity verification must pass before you can add one.',
    );
    expect(screen.queryByTestId('payment-add')).toBeNull();
    const link = within(notice).getByRole('link', { name: 'Go to identity verification' });
    expect(link.getAttribute('href')).toBe('/identity');
    fireEvent.click(link);
    expect(where()).toBe('/identity');
  });

  it('tells a user under review to wait for it', async () => {
    fakeServer(paymentRoutes({ methods: [], detail: primary({ state: 'under_review' }) }));
    renderAt('/payment', <PaymentListScreen />);
    expect((await screen.findByTestId('payment-verify')).textContent).toContain(
      'Your primary identity verification is under review.',
    );
    expect(screen.queryByTestId('payment-add')).toBeNull();
  });

  it('asks nothing of the server in demo mode, and says why', async () => {
    useSession.setState({
      token: 'demo-token',
      member: null,
      real: { token: 't', member: null },
      demo: true,
    });
    const server = fakeServer(paymentRoutes());
    renderAt('/payment', <PaymentListScreen />);
    expect(screen.getByTestId('payment-demo').textContent).toBe(
      'Payment methods belong to your real account. Exit demo mode to manage them.',
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.callsTo(RECORDS)).toEqual([]);
  });
});
