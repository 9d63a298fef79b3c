import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { renderAt, where } from '../../account/test/render';
import { BONUS, bonusCredit } from '../../promote/test/fixtures';
import { balance, overviewFixture } from '../../wallet/test/fixtures';
import { createRequestIds } from '../../wallet/requestId';
import { useWithdrawDraft } from '../draft';
import { fundingRoutes, READY, TRON_ADDRESS } from '../test/fixtures';
import WithdrawPageScreen from './WithdrawPageScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const alertText = () => screen.queryByRole('alert')?.textContent;

async function openForm(routes = fundingRoutes()) {
  fakeServer(routes);
  renderAt('/withdraw/withdrawPage?symbol=USDT', <WithdrawPageScreen />);
  await screen.findByTestId('withdraw-amount');
  type('withdraw-address', TRON_ADDRESS);
}

describe('withdraw form', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member: null });
    useWithdrawDraft.setState({ draft: null, ids: createRequestIds() });
  });

  it('checks fee, minimum, maximum and decimals while typing, as the server does', async () => {
    await openForm();
    type('withdraw-amount', '1.5');
    expect(alertText()).toBe('The amount must be above the network fee of 1.5');
    type('withdraw-amount', '9.99');
    expect(alertText()).toBe('The minimum withdrawal is 10');
    type('withdraw-amount', '1000.01');
    expect(alertText()).toBe('The maximum withdrawal is 1,000');
    type('withdraw-amount', '10.001');
    expect(alertText()).toBe('At most 2 decimal places');
    type('withdraw-amount', '10,5');
    expect(alertText()).toBeUndefined();
  });

  it('refuses more than the available spot balance, and "All" fills it in as sent', async () => {
    const poorer = {
      ...overviewFixture,
      accounts: overviewFixture.accounts.map((account) =>
        account.wallet === 'spot'
          ? { ...account, assets: [balance('USDT', '50.1', '0', '0', '50.1', '50.1')] }
          : account,
      ),
    };
    await openForm({ ...fundingRoutes(), 'GET /asset/wallet': () => ({ data: poorer }) });
    expect(screen.getByTestId('withdraw-available').textContent).toBe('Available: 50.10 USDT');
    type('withdraw-amount', '50.11');
    expect(alertText()).toBe('The amount is more than the available balance');
    expect(screen.getByTestId('withdraw-receive').textContent).toBe('--');
    fireEvent.click(screen.getByTestId('withdraw-all'));
    expect((screen.getByTestId('withdraw-amount') as HTMLInputElement).value).toBe('50.1');
    expect(screen.getByTestId('withdraw-receive').textContent).toBe('48.60 USDT');
  });

  it('shows the fee, what arrives, the limits and the network’s count and hours', async () => {
    await openForm();
    type('withdraw-amount', '100');
    expect(screen.getByTestId('withdraw-fee').textContent).toBe('1.50 USDT');
    expect(screen.getByTestId('withdraw-receive').textContent).toBe('98.50 USDT');
    expect(screen.getByText('10 to 1,000 USDT')).toBeTruthy();
    expect(screen.getByText('Up to 10')).toBeTruthy();
    expect(screen.getByText('00:00-24:00')).toBeTruthy();
    fireEvent.click(screen.getByTestId('withdraw-chain-ERC20'));
    expect(screen.getByTestId('withdraw-receive').textContent).toBe('95.00 USDT');
    expect((screen.getByTestId('withdraw-chain-BEP20') as HTMLButtonElement).disabled).toBe(true);
  });

  it('keeps the draft and goes to the security step when everything is valid', async () => {
    await openForm();
    fireEvent.click(screen.getByTestId('withdraw-continue'));
    expect(alertText()).toBe('This field is required');
    expect(where()).toBe('/withdraw/withdrawPage?symbol=USDT');
    type('withdraw-amount', '100.');
    fireEvent.click(screen.getByTestId('withdraw-continue'));
    await waitFor(() => expect(where()).toBe('/withdraw/securityVerification'));
    expect(useWithdrawDraft.getState().draft).toEqual({
      symbol: 'USDT',
      chain: 'TRC20',
      address: TRON_ADDRESS,
      amount: '100',
    });
  });

  it('catches an address of another network as it is typed, and says a new one is held 24 h', async () => {
    const evm = '0x52908400098527886E0F7030069857D2E4169EE7';
    const server = fakeServer({
      ...fundingRoutes(),
      'GET /asset/withdraw/address-check': (_body, query) => ({
        data: { valid: query.get('address') === TRON_ADDRESS, newAddress: true },
      }),
    });
    renderAt('/withdraw/withdrawPage?symbol=USDT', <WithdrawPageScreen />);
    await screen.findByTestId('withdraw-amount');
    type('withdraw-address', evm);
    // No blur, no Continue: the server's answer alone shows the problem.
    await waitFor(() =>
      expect(alertText()).toBe(
        'This address cannot receive USDT on TRC20: check the network and the address',
      ),
    );
    expect(server.callsTo('/asset/withdraw/address-check')[0]?.query.get('chain')).toBe('TRC20');
    type('withdraw-address', TRON_ADDRESS);
    expect((await screen.findByTestId('withdraw-address-new')).textContent).toMatch(
      /held for 24 hours/,
    );
    expect(alertText()).toBeUndefined();
  });

  it('fills the address from the saved addresses of the chosen network', async () => {
    const other = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
    const saved = (id: number, chain: string, address: string, label: string) => ({
      id,
      chain,
      address,
      label,
      createdAt: '2025-03-01T10:00:00Z',
      usableAt: '2025-03-01T10:00:00Z',
      usable: true,
    });
    fakeServer({
      ...fundingRoutes(),
      'GET /asset/withdraw/address-book': () => ({
        data: {
          whitelist: { enabled: false, enforced: false, enforcedUntil: null, holdHours: 24 },
          addresses: [
            saved(1, 'TRC20', TRON_ADDRESS, 'Cold wallet'),
            saved(2, 'ERC20', '0x52908400098527886E0F7030069857D2E4169EE7', 'Ledger'),
            saved(3, 'TRC20', other, 'Exchange B'),
          ],
          total: 3,
          max: 100,
        },
      }),
      'GET /asset/withdraw/address-check': () => ({
        data: {
          valid: true,
          newAddress: false,
          saved: { id: 3, label: 'Exchange B', usableAt: '2025-03-01T10:00:00Z', usable: true },
          whitelist: false,
        },
      }),
    });
    renderAt('/withdraw/withdrawPage?symbol=USDT', <WithdrawPageScreen />);
    fireEvent.click(await screen.findByTestId('withdraw-book-open'));
    const picker = await screen.findByTestId('book-picker');
    await waitFor(() => expect(picker.textContent).toContain('Exchange B'));
    // TRC20 is chosen: the ERC20 address is not offered.
    expect(picker.textContent).not.toContain('Ledger');
    fireEvent.click(screen.getByTestId('book-pick-3'));
    expect((screen.getByTestId('withdraw-address') as HTMLInputElement).value).toBe(other);
    expect((await screen.findByTestId('withdraw-address-saved')).textContent).toBe(
      'Saved as “Exchange B”',
    );
    expect(screen.getByTestId('withdraw-book-link').getAttribute('href')).toBe(
      '/withdraw/addressBook?symbol=USDT&chain=TRC20',
    );
  });

  it('says before Continue when the whitelist would refuse the address', async () => {
    const usableAt = '2025-03-02T10:00:00Z';
    const check = (saved: unknown) => () => ({
      data: { valid: true, newAddress: true, saved, whitelist: true },
    });
    fakeServer({
      ...fundingRoutes(),
      'GET /asset/withdraw/address-check': [
        check(null),
        check({ id: 1, label: 'New', usableAt, usable: false }),
      ],
    });
    renderAt('/withdraw/withdrawPage?symbol=USDT', <WithdrawPageScreen />);
    await screen.findByTestId('withdraw-amount');
    type('withdraw-address', TRON_ADDRESS);
    await waitFor(() =>
      expect(alertText()).toBe(
        'Your whitelist is on: only addresses saved in your address book can receive withdrawals.',
      ),
    );
    type('withdraw-amount', '100');
    fireEvent.click(screen.getByTestId('withdraw-continue'));
    expect(where()).toBe('/withdraw/withdrawPage?symbol=USDT');
    // Saved, but under the whitelist not long ago: usable later.
    type('withdraw-address', `${TRON_ADDRESS} `);
    type('withdraw-address', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    await waitFor(() => expect(alertText()).toMatch(/saved recently and can be used from /));
  });

  it('says above the form how much an active sign-up bonus still keeps in the account', async () => {
    await openForm({
      ...fundingRoutes(),
      [`GET ${BONUS}`]: () => ({ data: { offer: null, credit: bonusCredit() } }),
    });
    const note = await screen.findByTestId('bonus-compact');
    expect(note.textContent).toContain('Trade 18,000.00 USDT more to release it.');
    expect(note.textContent).toContain(
      '2,500.00 USDT of your balance cannot leave your account yet.',
    );
    expect(note.textContent).toContain('Your own deposits are never locked');
  });

  it('explains what to set up when withdrawing is not enabled yet', async () => {
    const missing = { ...READY, enabled: false, fundPasswordSet: false, googleBound: false };
    await openForm({
      ...fundingRoutes(),
      'GET /wallet/withdraw/walletWithdrawEnable': () => ({
        data: { ...missing, emailBound: true },
      }),
    });
    const notice = screen.getByTestId('withdraw-readiness');
    expect(notice.textContent).toContain('Withdrawals need a fund password');
    expect(screen.getByTestId('ready-fundPassword').getAttribute('href')).toBe(
      `/setFond?redirect=${encodeURIComponent('/withdraw/withdrawPage?symbol=USDT')}`,
    );
    expect(screen.getByTestId('ready-google').getAttribute('href')).toBe('/gooleVerify');
    expect(screen.getByTestId('ready-phone').getAttribute('href')).toBe('/bindVerify?type=phone');
    // The email is bound already: it shows as done, not as a link.
    expect(screen.queryByTestId('ready-email')).toBeNull();
    expect((screen.getByTestId('withdraw-continue') as HTMLButtonElement).disabled).toBe(true);
  });
});
