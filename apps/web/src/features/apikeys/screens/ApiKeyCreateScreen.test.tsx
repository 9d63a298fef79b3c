import { ERRORS, type CreatedApiKey } from '@exchange/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../state/session';
import { useStepUp } from '../../account/stepUp';
import { fakeServer, type Handler } from '../../account/test/fakeServer';
import { renderRoute } from '../../market/test/render';
import { API_KEYS_PATHS } from '../paths';
import { apiKey, member, overviewRoute, safeVerifyRoute } from '../test/fixtures';
import ApiKeyCreateScreen from './ApiKeyCreateScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const PATH = API_KEYS_PATHS.create;
const SECRET = 'sEcReT-shown-once-0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJ';
const PUBLIC_PEM =
  '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAGb9ECWmEzf6FQbrBZ9w7lshQhqowtrbLDFw4rXAxZuE=\n-----END PUBLIC KEY-----';

const hmacCreated = (): CreatedApiKey => ({
  key: apiKey(7, { label: 'Grid bot' }),
  secret: SECRET,
});

function open(create: Handler | Handler[], routes: Record<string, Handler | Handler[]> = {}) {
  const server = fakeServer({ ...overviewRoute, 'POST /apiKeys/create': create, ...routes });
  const view = renderRoute(PATH, PATH, <ApiKeyCreateScreen />);
  return { server, ...view };
}

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const isOn = (testId: string) => screen.getByTestId(testId).getAttribute('aria-checked') === 'true';
const isDisabled = (testId: string) =>
  screen.getByTestId(testId).getAttribute('aria-disabled') === 'true';
const sent = (server: ReturnType<typeof fakeServer>) =>
  server.callsTo('/apiKeys/create').map((call) => call.body);

describe('creating an API key', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member, real: null, demo: false });
    useStepUp.getState().clear();
  });

  it('creates an HMAC key with the step-up held and shows its secret once', async () => {
    useStepUp.getState().remember('step-up-1', 300);
    const { server } = open(() => ({ data: hmacCreated() }));
    type('apikey-label-input', ' Grid bot ');
    fireEvent.click(screen.getByTestId('apikey-trade'));
    type('apikey-ip-0', '203.0.113.7');
    fireEvent.click(screen.getByTestId('apikey-continue'));

    expect((await screen.findByTestId('apikey-summary')).textContent).toContain('203.0.113.7');
    expect(screen.getByTestId('apikey-verified')).toBeTruthy();
    expect(sent(server)).toEqual([]);
    fireEvent.click(screen.getByTestId('apikey-submit'));

    expect((await screen.findByTestId('apikey-secret')).textContent).toBe(SECRET);
    expect(sent(server)).toEqual([
      {
        label: 'Grid bot',
        kind: 'hmac',
        trade: true,
        withdraw: false,
        ipAllowlist: ['203.0.113.7'],
        stepUpToken: 'step-up-1',
      },
    ]);
    expect(screen.getByTestId('apikey-secret-once').textContent).toContain(
      'It will not be shown again',
    );
    expect(screen.getByTestId('apikey-secret-copy')).toBeTruthy();
    expect(screen.getByTestId('apikey-result-key').textContent).toBe(hmacCreated().key.apiKey);
    // The server spent the token making the key.
    expect(useStepUp.getState().token).toBeNull();

    fireEvent.click(screen.getByTestId('apikey-done'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/apiKeys'));
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('asks for the step-up code first when no token is held, then creates the key', async () => {
    const { server } = open(() => ({ data: hmacCreated() }), safeVerifyRoute('step-up-fresh'));
    type('apikey-label-input', 'Grid bot');
    fireEvent.click(screen.getByTestId('apikey-continue'));
    fireEvent.change(await screen.findByTestId('verify-code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('verify-submit'));
    expect((await screen.findByTestId('apikey-secret')).textContent).toBe(SECRET);
    expect(sent(server)).toEqual([
      {
        label: 'Grid bot',
        kind: 'hmac',
        trade: false,
        withdraw: false,
        ipAllowlist: [],
        stepUpToken: 'step-up-fresh',
      },
    ]);
  });

  it('asks again when the server says the step-up is missing or spent', async () => {
    useStepUp.getState().remember('step-up-old', 300);
    const spent: Handler = () => ({ code: ERRORS.STEP_UP_REQUIRED.code, message: 'Verify again' });
    const { server } = open([spent]);
    type('apikey-label-input', 'Grid bot');
    fireEvent.click(screen.getByTestId('apikey-continue'));
    fireEvent.click(await screen.findByTestId('apikey-submit'));
    expect(await screen.findByTestId('verify-code')).toBeTruthy();
    expect(useStepUp.getState().token).toBeNull();
    expect(sent(server)).toHaveLength(1);
  });

  it('needs an Ed25519 public key, refuses a private one, and keeps only the public key', async () => {
    useStepUp.getState().remember('step-up-1', 300);
    const { server } = open(() => ({
      data: {
        key: apiKey(8, { kind: 'ed25519', publicKey: PUBLIC_PEM, label: 'Signer' }),
        secret: null,
      },
    }));
    type('apikey-label-input', 'Signer');
    fireEvent.click(screen.getByTestId('apikey-kind-ed25519'));
    expect(screen.getByTestId('apikey-openssl').textContent).toContain(
      'openssl genpkey -algorithm ed25519',
    );

    fireEvent.click(screen.getByTestId('apikey-continue'));
    expect(await screen.findByText('Paste the public key')).toBeTruthy();
    expect(screen.queryByTestId('apikey-summary')).toBeNull();

    type(
      'apikey-public-key',
      '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEI\n-----END PRIVATE KEY-----',
    );
    fireEvent.click(screen.getByTestId('apikey-continue'));
    expect(await screen.findByText(/This is a private key/)).toBeTruthy();
    expect(screen.queryByTestId('apikey-summary')).toBeNull();

    type('apikey-public-key', PUBLIC_PEM);
    fireEvent.click(screen.getByTestId('apikey-continue'));
    fireEvent.click(await screen.findByTestId('apikey-submit'));
    expect((await screen.findByTestId('apikey-public-only')).textContent).toContain(
      'Only your public key is stored',
    );
    expect(screen.queryByTestId('apikey-secret')).toBeNull();
    expect(sent(server)).toEqual([
      {
        label: 'Signer',
        kind: 'ed25519',
        publicKey: PUBLIC_PEM,
        trade: false,
        withdraw: false,
        ipAllowlist: [],
        stepUpToken: 'step-up-1',
      },
    ]);
  });

  it('allows withdraw only once an IP address is entered', async () => {
    open([]);
    expect(isDisabled('apikey-withdraw')).toBe(true);
    expect(screen.getByTestId('apikey-withdraw-needs-ip')).toBeTruthy();
    expect(isOn('apikey-read')).toBe(true);
    expect(isDisabled('apikey-read')).toBe(true);

    // Trading without an allowlist lapses: the form says when.
    fireEvent.click(screen.getByTestId('apikey-trade'));
    expect(screen.getByTestId('apikey-trade-lapse').textContent).toContain('30 days');

    type('apikey-ip-0', '203.0.113.0/24');
    expect(isDisabled('apikey-withdraw')).toBe(false);
    expect(screen.queryByTestId('apikey-trade-lapse')).toBeNull();
    fireEvent.click(screen.getByTestId('apikey-withdraw'));
    await waitFor(() => expect(isOn('apikey-withdraw')).toBe(true));

    fireEvent.click(screen.getByTestId('apikey-ip-remove-0'));
    expect(isOn('apikey-withdraw')).toBe(false);
    expect(isDisabled('apikey-withdraw')).toBe(true);
  });

  it('catches a mistyped address before the step-up', async () => {
    const { server } = open([]);
    type('apikey-label-input', 'Grid bot');
    type('apikey-ip-0', '203.0.113.7');
    fireEvent.click(screen.getByTestId('apikey-ip-add'));
    type('apikey-ip-1', '203.0.113');
    fireEvent.click(screen.getByTestId('apikey-continue'));
    expect(await screen.findByText('Not an IP address or range')).toBeTruthy();
    expect(screen.queryByTestId('apikey-summary')).toBeNull();
    expect(sent(server)).toEqual([]);
  });
});
