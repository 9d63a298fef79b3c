import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followBrowserNetwork } from '../../../app/network';
import { applyLocale } from '../../../i18n';
import { useSession } from '../../../state/session';
import { fakeServer, overviewFixture } from '../test/fakeServer';
import { renderAt, where } from '../test/render';
import SafetyScreen from './SafetyScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const blank = { browser: '', version: '', os: '', device: '' };

function logPage() {
  return {
    list: [
      {
        id: 3,
        event: 'login',
        ip: '203.0.113.7',
        device: 'Safari 17 on iPhone',
        client: { browser: 'Safari', version: '17', os: 'iOS', device: 'iPhone' },
        createdAt: '2026-01-02T03:04:05Z',
      },
      {
        id: 2,
        event: 'login',
        ip: '203.0.113.8',
        // Stored before versions came from Safari's Version/ token: no version is better than 604.
        device: 'Safari 604 on Mac OS X',
        client: { browser: 'Safari', version: '', os: 'macOS', device: '' },
        createdAt: '2026-01-01T03:04:05Z',
      },
      {
        id: 1,
        event: 'register',
        ip: '203.0.113.9',
        device: 'okhttp/4.12.0',
        client: blank,
        createdAt: '2025-12-31T03:04:05Z',
      },
    ],
    total: 3,
    pageNo: 1,
    pageSize: 20,
  };
}

function routes(overview: Partial<typeof overviewFixture> = {}) {
  return {
    'GET /security/overview': () => ({ data: { ...overviewFixture, ...overview } }),
    'GET /security/log': () => ({ data: logPage() }),
  };
}

const devices = () => screen.getAllByTestId('log-device').map((node) => node.textContent);

/** The browser going offline or back online, as React Query's manager hears it. */
function setNetwork(online: boolean) {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('security centre', () => {
  beforeEach(() => {
    useSession.setState({ token: 'token-abc', member: null });
    followBrowserNetwork(window);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    onlineManager.setOnline(true);
    await applyLocale('en_US');
  });

  it('words each login’s device in the language, with the browser’s own version', async () => {
    fakeServer(routes());
    renderAt('/safety', <SafetyScreen />);
    await waitFor(() => expect(screen.getAllByTestId('log-device')).toHaveLength(3));
    expect(devices()).toEqual(['Safari 17 on iPhone', 'Safari on macOS', 'okhttp/4.12.0']);

    await act(() => applyLocale('ja_JP'));
    expect(devices()).toEqual(['iPhone の Safari 17', 'macOS の Safari', 'okhttp/4.12.0']);
    await act(() => applyLocale('de_DE'));
    expect(devices()).toEqual(['Safari 17 auf iPhone', 'Safari auf macOS', 'okhttp/4.12.0']);
  });

  it('says the device is offline instead of loading forever, and loads once back online', async () => {
    const server = fakeServer(routes());
    setNetwork(false);
    renderAt('/safety', <SafetyScreen />);
    // Both the overview and the log wait for the network rather than spin.
    await waitFor(() => expect(screen.getAllByTestId('query-offline')).toHaveLength(2));
    expect(screen.getAllByText('You are offline')).toHaveLength(2);
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    expect(server.calls).toHaveLength(0);

    setNetwork(true);
    await waitFor(() => expect(screen.getAllByTestId('log-device')).toHaveLength(3));
    expect(screen.queryByTestId('query-offline')).toBeNull();
    expect(server.callsTo('/security/overview')).toHaveLength(1);
  });

  it('asks an account with no email and no phone to bind one, and links to each', async () => {
    fakeServer(routes({ email: '', phone: '' }));
    renderAt('/safety', <SafetyScreen />);
    const prompt = await screen.findByTestId('recovery-prompt');
    expect(prompt.textContent).toContain('a forgotten password cannot be reset');
    // Here, where binding is done, it is not closable.
    expect(within(prompt).queryByTestId('recovery-dismiss')).toBeNull();
    fireEvent.click(within(prompt).getByText('Bind phone'));
    expect(where()).toBe('/bindVerify?type=phone');
  });

  it('leaves the prompt out once an email or a phone is bound', async () => {
    fakeServer(routes({ email: '', phone: '+1 555 0100' }));
    renderAt('/safety', <SafetyScreen />);
    await screen.findByText('Login password');
    expect(screen.queryByTestId('recovery-prompt')).toBeNull();
  });

  it('opens API management from its row', async () => {
    fakeServer(routes());
    renderAt('/safety', <SafetyScreen />);
    fireEvent.click(await screen.findByText('API management'));
    expect(where()).toBe('/apiKeys');
  });
});
