import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../state/session';
import { requestCaptcha } from '../../captcha';
import { fakeServer, sessionFixture } from '../test/fakeServer';
import { renderAt, where } from '../test/render';
import RegisterScreen from './RegisterScreen';

vi.mock('../../captcha', () => ({ requestCaptcha: vi.fn() }));
vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));
vi.mock('../../../api/password', () => ({
  sealPasswords: (fields: Record<string, string>) => Promise.resolve({ ...fields }),
  forgetKey: vi.fn(),
}));

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const submit = () => fireEvent.click(screen.getByTestId('register-submit'));

describe('register', () => {
  beforeEach(() => {
    useSession.setState({ token: null, member: null });
    vi.mocked(requestCaptcha).mockReset().mockResolvedValue('pass-token');
  });

  it('checks the account name, password length, confirmation and terms before the slider', async () => {
    const server = fakeServer({});
    renderAt('/register', <RegisterScreen />);
    type('register-username', 'bob!');
    type('register-password', 'short');
    type('register-confirm', 'shorter');
    submit();
    expect(await screen.findByText('Account name must be 6 to 30 letters or digits')).toBeTruthy();
    expect(screen.getByText('Password must be 8 to 128 characters')).toBeTruthy();
    expect(screen.getByText('The two entries do not match')).toBeTruthy();
    expect(screen.getByText('Please read and accept the Terms of Service')).toBeTruthy();
    expect(requestCaptcha).not.toHaveBeenCalled();
    expect(server.calls).toEqual([]);
  });

  it('accepts any characters in an 8 to 128 character password', async () => {
    fakeServer({});
    renderAt('/register', <RegisterScreen />);
    type('register-password', 'x'.repeat(129));
    submit();
    expect(await screen.findByText('Password must be 8 to 128 characters')).toBeTruthy();
    type('register-password', 'пароль 密码 🔑!');
    expect(screen.queryByText('Password must be 8 to 128 characters')).toBeNull();
  });

  it('registers an account with the invitation code from the link and opens /finish', async () => {
    const server = fakeServer({ 'POST /register': () => ({ data: sessionFixture() }) });
    renderAt('/register?inviteCode=FRIEND7', <RegisterScreen />);
    expect((screen.getByTestId('register-invite') as HTMLInputElement).value).toBe('FRIEND7');
    type('register-username', 'alice01');
    type('register-password', 'a long passphrase');
    type('register-confirm', 'a long passphrase');
    fireEvent.click(screen.getByTestId('register-terms'));
    submit();
    await waitFor(() => expect(where()).toBe('/finish'));
    expect(server.callsTo('/register')[0]?.body).toEqual({
      type: 'account',
      username: 'alice01',
      password: 'a long passphrase',
      inviteCode: 'FRIEND7',
      agreeTerms: true,
      captchaToken: 'pass-token',
    });
    expect(useSession.getState().token).toBe('token-abc');
  });

  it('sends an email code after the slider, counts down, then registers with no second slider', async () => {
    const server = fakeServer({
      'POST /code/send': () => ({
        data: { resendInS: 60, expiresInS: 1800, maskedTarget: 'b***@example.com' },
      }),
      'POST /register': () => ({ data: sessionFixture() }),
    });
    renderAt('/register', <RegisterScreen />);
    fireEvent.click(screen.getByTestId('register-tab-email'));
    fireEvent.click(screen.getByTestId('register-code-send'));
    // An invalid address is refused before the slider.
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(requestCaptcha).not.toHaveBeenCalled();

    type('register-email', 'bob@example.com');
    fireEvent.click(screen.getByTestId('register-code-send'));
    expect(await screen.findByText('Resend in 60 s')).toBeTruthy();
    expect(server.callsTo('/code/send')[0]?.body).toEqual({
      purpose: 'register',
      channel: 'email',
      email: 'bob@example.com',
      captchaToken: 'pass-token',
    });
    expect(screen.getByText(/Code sent to b\*\*\*@example.com/)).toBeTruthy();

    // Registering with the code asks no second puzzle: one per registration.
    vi.mocked(requestCaptcha).mockClear();
    type('register-code', '123456');
    type('register-password', 'a long passphrase');
    type('register-confirm', 'a long passphrase');
    fireEvent.click(screen.getByTestId('register-terms'));
    submit();
    await waitFor(() => expect(where()).toBe('/finish'));
    expect(requestCaptcha).not.toHaveBeenCalled();
    expect(server.callsTo('/register')[0]?.body).not.toHaveProperty('captchaToken');
  });
});
