import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../state/session';
import { fakeServer, overviewFixture } from '../test/fakeServer';
import { renderAt, where } from '../test/render';
import GoogleVerifyScreen from './GoogleVerifyScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DP';

describe('authenticator', () => {
  beforeEach(() => useSession.setState({ token: 't', member: null }));

  it('shows the secret once, binds with a 6-digit code and opens the security centre', async () => {
    let bound = false;
    const server = fakeServer({
      // After binding, the refreshed overview says bound and the screen swaps its form.
      'GET /security/overview': () => ({ data: { ...overviewFixture, googleBound: bound } }),
      'GET /security/google/secret': () => ({
        data: { secret: SECRET, otpauthUrl: 'otpauth://totp/x', qr: 'data:image/png;base64,AA==' },
      }),
      'POST /security/google/bind': () => {
        bound = true;
        return { data: null };
      },
    });
    renderAt('/gooleVerify', <GoogleVerifyScreen />);
    expect((await screen.findByTestId('google-secret')).textContent).toBe(SECRET);
    expect(screen.getByText(/shown only once/)).toBeTruthy();
    const code = screen.getByTestId('google-code');
    expect(code.tagName).toBe('INPUT');
    fireEvent.change(code, { target: { value: '987654' } });
    fireEvent.click(screen.getByTestId('google-bind'));
    await waitFor(() => expect(where()).toBe('/safety'));
    expect(server.callsTo('/security/google/bind')[0]?.body).toEqual({
      secret: SECRET,
      code: '987654',
    });
    // The secret is fetched once, not again when the account data is refreshed after binding.
    expect(server.callsTo('/security/google/secret')).toHaveLength(1);
  });

  it('offers unbinding with the authenticator code and a code to a bound email', async () => {
    const server = fakeServer({
      'GET /security/overview': () => ({ data: { ...overviewFixture, googleBound: true } }),
      'POST /code/send': () => ({
        data: { resendInS: 60, expiresInS: 1800, maskedTarget: 'a***@example.com' },
      }),
      'POST /security/google/unbind': () => ({ data: null }),
    });
    renderAt('/gooleVerify', <GoogleVerifyScreen />);
    fireEvent.change(await screen.findByTestId('google-unbind-code'), {
      target: { value: '111222' },
    });
    fireEvent.click(screen.getByTestId('google-unbind-verify-send'));
    await screen.findByText('Resend in 60 s');
    expect(server.callsTo('/code/send')[0]?.body).toEqual({ purpose: 'verify', channel: 'email' });
    fireEvent.change(screen.getByTestId('google-unbind-verify'), { target: { value: '333444' } });
    fireEvent.click(screen.getByTestId('google-unbind'));
    await waitFor(() => expect(where()).toBe('/safety'));
    expect(server.callsTo('/security/google/unbind')[0]?.body).toEqual({
      code: '111222',
      verifyCode: '333444',
      channel: 'email',
    });
  });
});
