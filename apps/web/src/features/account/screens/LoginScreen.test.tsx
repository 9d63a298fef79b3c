import { ERRORS } from '@exchange/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { requestCaptcha } from '../../captcha';
import { fakeServer, sessionFixture } from '../test/fakeServer';
import { renderAt, where } from '../test/render';
import LoginScreen from './LoginScreen';

vi.mock('../../captcha', () => ({ requestCaptcha: vi.fn() }));
vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));
// Encryption has its own test (api/rsa.test.ts); here passwords travel as typed.
vi.mock('../../../api/password', () => ({
  sealPasswords: (fields: Record<string, string>) => Promise.resolve({ ...fields }),
  forgetKey: vi.fn(),
}));

const GOOGLE_CODE_REQUIRED = ERRORS.GOOGLE_CODE_REQUIRED;

function fillAndSubmit(username: string, password: string) {
  fireEvent.change(screen.getByTestId('login-username'), { target: { value: username } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: password } });
  fireEvent.click(screen.getByTestId('login-submit'));
}

describe('login', () => {
  beforeEach(() => {
    useSession.setState({ token: null, member: null });
    vi.mocked(requestCaptcha).mockReset().mockResolvedValue('pass-token');
  });

  it('asks for the authenticator code when the server wants it, then follows the redirect', async () => {
    const server = fakeServer({
      'POST /login': [
        () => ({
          code: GOOGLE_CODE_REQUIRED.code,
          message: 'Enter the code',
          data: { needGoogleCode: true, captchaToken: 'code-step-pass' },
        }),
        () => ({ data: sessionFixture() }),
      ],
    });
    renderAt(`/login?redirect=${encodeURIComponent('/safety?tab=log')}`, <LoginScreen />);
    expect(screen.queryByTestId('login-code')).toBeNull();

    fillAndSubmit('  alice01 ', 'correct horse');
    const code = await screen.findByTestId('login-code');
    expect(code.tagName).toBe('INPUT');
    expect(server.callsTo('/login')[0]?.body).toEqual({
      username: 'alice01',
      password: 'correct horse',
      captchaToken: 'pass-token',
    });

    // A wrong-length code is caught before a second slider.
    fireEvent.change(code, { target: { value: '12a3' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('The code is 6 digits')).toBeTruthy();
    expect(requestCaptcha).toHaveBeenCalledTimes(1);

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(where()).toBe('/safety?tab=log'));
    // One puzzle per attempt: the code step used the pass the server sent.
    expect(server.callsTo('/login')[1]?.body).toMatchObject({
      code: '123456',
      captchaToken: 'code-step-pass',
    });
    expect(requestCaptcha).toHaveBeenCalledTimes(1);
    // The code prompt is a step, never an error toast.
    expect(notify.fail).not.toHaveBeenCalledWith('Enter the code');
    expect(useSession.getState().token).toBe('token-abc');
    expect(useSession.getState().member?.username).toBe('alice01');
  });

  it.each([
    ['https://evil.example/steal', '/home'],
    ['//evil.example', '/home'],
    ['/\\evil.example', '/home'],
    ['javascript:alert(1)', '/home'],
    ['/funds?tab=spot', '/funds?tab=spot'],
  ])('after login, redirect=%s goes to %s', async (redirect, expected) => {
    fakeServer({ 'POST /login': () => ({ data: sessionFixture() }) });
    renderAt(`/login?redirect=${encodeURIComponent(redirect)}`, <LoginScreen />);
    fillAndSubmit('alice01', 'secret-password');
    await waitFor(() => expect(where()).toBe(expected));
  });

  it('does nothing when the slider is closed', async () => {
    vi.mocked(requestCaptcha).mockResolvedValue(null);
    const server = fakeServer({ 'POST /login': () => ({ data: sessionFixture() }) });
    renderAt('/login', <LoginScreen />);
    fillAndSubmit('alice01', 'secret-password');
    await waitFor(() => expect(requestCaptcha).toHaveBeenCalledOnce());
    expect(server.callsTo('/login')).toEqual([]);
    expect(where()).toBe('/login');
  });

  it('checks for empty fields before the slider', async () => {
    fakeServer({});
    renderAt('/login', <LoginScreen />);
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(requestCaptcha).not.toHaveBeenCalled();
  });

  it('stays on the form after a wrong password, toasted by the client', async () => {
    const server = fakeServer({
      'POST /login': () => ({
        code: ERRORS.LOGIN_FAILED.code,
        message: 'Wrong account or password',
      }),
    });
    renderAt('/login', <LoginScreen />);
    fillAndSubmit('alice01', 'wrong-password');
    await waitFor(() => expect(server.callsTo('/login')).toHaveLength(1));
    expect(where()).toBe('/login');
    expect(screen.queryByTestId('login-code')).toBeNull();
    expect(useSession.getState().token).toBeNull();
  });

  it('offers wallet login only when the browser has a wallet', () => {
    fakeServer({});
    const { unmount } = renderAt('/login', <LoginScreen />);
    expect(screen.queryByTestId('login-wallet')).toBeNull();
    unmount();
    vi.stubGlobal('ethereum', { request: vi.fn() });
    renderAt('/login', <LoginScreen />);
    expect(screen.getByTestId('login-wallet')).toBeTruthy();
    vi.unstubAllGlobals();
  });
});
