import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { fakeServer, overviewFixture, type Handler } from '../../account/test/fakeServer';
import { renderAt } from '../../account/test/render';
import { REQUEST_ID_PATTERN } from '../requestId';
import { walletRoutes } from '../test/fixtures';
import TransferScreen from './TransferScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const offline: Handler = () => {
  throw new TypeError('Failed to fetch');
};
const applied: Handler = () => ({ data: { transactionId: 'tx-1', replayed: false } });

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const bodies = (server: ReturnType<typeof fakeServer>, path: string) =>
  server.callsTo(path).map((call) => call.body as Record<string, string>);

describe('transfer between own accounts', () => {
  beforeEach(() => {
    vi.mocked(notify.info).mockClear();
    useSession.setState({ token: 't', member: null });
  });

  it('checks the amount against the available balance and refuses the same account', async () => {
    const server = fakeServer({ ...walletRoutes(), 'POST /asset/transfer': applied });
    renderAt('/transfer?asset=USDT', <TransferScreen />);
    await screen.findByTestId('transfer-amount');
    expect(screen.getByTestId('transfer-available').textContent).toBe('Available: 1,000.50 USDT');

    type('transfer-amount', '1000.51');
    expect(screen.getByText('The amount is more than the available balance')).toBeTruthy();
    type('transfer-amount', '1.234');
    expect(screen.getByText('At most 2 decimal places')).toBeTruthy();
    fireEvent.click(screen.getByTestId('transfer-all'));
    expect((screen.getByTestId('transfer-amount') as HTMLInputElement).value).toBe('1000.5');
    expect(screen.queryByRole('alert')).toBeNull();

    type('transfer-to', 'spot');
    expect(screen.getByText('Choose two different accounts')).toBeTruthy();
    fireEvent.click(screen.getByTestId('transfer-submit'));
    fireEvent.click(screen.getByTestId('transfer-swap'));
    expect(bodies(server, '/asset/transfer')).toEqual([]);
  });

  it('reuses the request id when retrying after a network failure', async () => {
    const server = fakeServer({ ...walletRoutes(), 'POST /asset/transfer': [offline, applied] });
    renderAt('/transfer', <TransferScreen />);
    await screen.findByTestId('transfer-amount');
    type('transfer-amount', '10');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect(await screen.findByTestId('transfer-unknown')).toBeTruthy();

    fireEvent.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith('Transfer complete'));
    const [first, second] = bodies(server, '/asset/transfer');
    expect(first).toMatchObject({ asset: 'USDT', from: 'spot', to: 'contract', amount: '10' });
    expect(first?.requestId).toMatch(REQUEST_ID_PATTERN);
    expect(second?.requestId).toBe(first?.requestId);
    // Balances are refetched, and the form is ready for a new transfer.
    await waitFor(() => expect(server.callsTo('/asset/wallet').length).toBeGreaterThan(1));
    expect((screen.getByTestId('transfer-amount') as HTMLInputElement).value).toBe('');
  });

  it('takes a new request id once the form changed', async () => {
    const server = fakeServer({ ...walletRoutes(), 'POST /asset/transfer': [offline, applied] });
    renderAt('/transfer', <TransferScreen />);
    await screen.findByTestId('transfer-amount');
    type('transfer-amount', '10');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await screen.findByTestId('transfer-unknown');

    type('transfer-amount', '11');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(bodies(server, '/asset/transfer')).toHaveLength(2));
    const [first, second] = bodies(server, '/asset/transfer');
    expect(second?.amount).toBe('11');
    expect(second?.requestId).not.toBe(first?.requestId);
  });
});

describe('transfer to another user', () => {
  beforeEach(() => {
    vi.mocked(notify.info).mockClear();
    useSession.setState({
      token: 't',
      member: {
        usercode: '100001',
        username: 'alice01',
        c2c_user_type: 0,
        perpetual_contracts_status: 0,
      },
    });
  });

  const routes = (fundPasswordSet = true) => ({
    ...walletRoutes(),
    'GET /security/overview': () => ({ data: { ...overviewFixture, fundPasswordSet } }),
    'POST /asset/transfer/user': applied,
  });

  it('needs a UID and a 6-digit fund password, then confirms before sending', async () => {
    const server = fakeServer(routes());
    renderAt('/transfer?mode=user', <TransferScreen />);
    await screen.findByTestId('transfer-uid');
    type('transfer-amount', '5');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect(screen.getByText('Enter the recipient UID')).toBeTruthy();
    expect(screen.getByText('This field is required')).toBeTruthy();

    type('transfer-uid', '100001');
    expect(screen.getByText(/your own UID/)).toBeTruthy();
    type('transfer-uid', '100002');
    type('transfer-fund-password', '123');
    expect(screen.getByText('The fund password is 6 digits')).toBeTruthy();
    type('transfer-fund-password', '123456');
    fireEvent.click(screen.getByTestId('transfer-submit'));
    expect(await screen.findByTestId('transfer-confirm-dialog')).toBeTruthy();
    expect(bodies(server, '/asset/transfer/user')).toEqual([]);

    fireEvent.click(screen.getByTestId('transfer-confirm'));
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith('Transfer complete'));
    expect(bodies(server, '/asset/transfer/user')[0]).toMatchObject({
      asset: 'USDT',
      toUid: '100002',
      amount: '5',
      fundPassword: '123456',
    });
  });

  it('asks for a fund password first when none is set', async () => {
    fakeServer(routes(false));
    renderAt('/transfer?mode=user', <TransferScreen />);
    expect(await screen.findByTestId('transfer-need-fund-password')).toBeTruthy();
    expect(screen.queryByTestId('transfer-submit')).toBeNull();
  });
});
