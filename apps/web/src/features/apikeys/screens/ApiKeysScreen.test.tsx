import type { ApiKey } from '@exchange/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { useStepUp } from '../../account/stepUp';
import { fakeServer, type Handler } from '../../account/test/fakeServer';
import { renderRoute } from '../../market/test/render';
import { API_KEYS_PATHS } from '../paths';
import { apiKey, DAY_MS, member, overviewRoute, safeVerifyRoute } from '../test/fixtures';
import ApiKeysScreen from './ApiKeysScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const PATH = API_KEYS_PATHS.list;

function open(keys: ApiKey[], routes: Record<string, Handler | Handler[]> = {}) {
  const server = fakeServer({ 'GET /apiKeys': () => ({ data: keys }), ...routes });
  const view = renderRoute(PATH, PATH, <ApiKeysScreen />);
  return { server, ...view };
}

const card = (id: number) => screen.getByTestId(`apikey-card-${id}`);
const text = (id: number, testId: string) => within(card(id)).getByTestId(testId).textContent ?? '';
const enUsDate = (ms: number) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(ms);

describe('API management', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member, real: null, demo: false });
    useStepUp.getState().clear();
    vi.mocked(notify.info).mockClear();
  });

  it('lists each key with its kind, key, scopes, allowlist, status and use', async () => {
    open([
      apiKey(3),
      apiKey(2, {
        kind: 'ed25519',
        publicKey: '-----BEGIN PUBLIC KEY-----',
        scopes: { read: true, trade: false, withdraw: false },
        tradeRequested: false,
        ipAllowlist: [],
        status: 'disabled',
        lastUsedAt: null,
        lastUsedIp: null,
      }),
      apiKey(1, { status: 'expired', ipAllowlist: ['198.51.100.0/24', '2001:db8::1'] }),
    ]);
    await screen.findByTestId('apikeys-list');

    expect(card(3).dataset.status).toBe('active');
    expect(text(3, 'apikey-status')).toBe('Active');
    expect(text(3, 'apikey-kind')).toBe('HMAC-SHA256');
    expect(text(3, 'apikey-key')).toBe(apiKey(3).apiKey);
    expect(within(card(3)).getByTestId('apikey-copy')).toBeTruthy();
    expect(text(3, 'apikey-scopes')).toBe('ReadSpot trading');
    expect(text(3, 'apikey-ips')).toBe('203.0.113.7');
    expect(text(3, 'apikey-last-used')).toContain('from 203.0.113.7');
    expect(within(card(3)).getByTestId('apikey-disable')).toBeTruthy();
    expect(within(card(3)).queryByTestId('apikey-enable')).toBeNull();

    expect(text(2, 'apikey-status')).toBe('Disabled');
    expect(text(2, 'apikey-kind')).toBe('Ed25519');
    expect(text(2, 'apikey-scopes')).toBe('Read');
    expect(text(2, 'apikey-any-ip')).toBe('Any IP address');
    expect(text(2, 'apikey-last-used')).toBe('Never');
    expect(within(card(2)).getByTestId('apikey-enable')).toBeTruthy();
    expect(within(card(2)).queryByTestId('apikey-disable')).toBeNull();

    // An expired key can only be deleted: it cannot be enabled or changed.
    expect(text(1, 'apikey-status')).toBe('Expired');
    expect(text(1, 'apikey-ips')).toBe('198.51.100.0/242001:db8::1');
    expect(card(1).textContent).toContain('create a new one');
    for (const action of ['rename', 'edit', 'disable', 'enable'])
      expect(within(card(1)).queryByTestId(`apikey-${action}`)).toBeNull();
    expect(within(card(1)).getByTestId('apikey-delete')).toBeTruthy();
  });

  it('warns when a key without an allowlist stops trading, and when it has stopped', async () => {
    const now = Date.now();
    open([
      apiKey(2, { ipAllowlist: [], tradeUntil: now + 20 * DAY_MS }),
      apiKey(1, {
        ipAllowlist: [],
        tradeUntil: now - DAY_MS,
        scopes: { read: true, trade: false, withdraw: false },
      }),
    ]);
    await screen.findByTestId('apikeys-list');
    expect(text(2, 'apikey-lapse')).toBe(
      `No IP restriction: trading stops on ${enUsDate(now + 20 * DAY_MS)}. Add an IP address to keep trading.`,
    );
    expect(text(1, 'apikey-lapse')).toContain(
      `trading stopped on ${enUsDate(now - DAY_MS)}. Add an IP address to trade again.`,
    );
    expect(text(1, 'apikey-scopes')).toBe('ReadTrading stopped');
  });

  it('disables a key at once, without a step-up', async () => {
    const { server } = open([apiKey(1)], {
      'POST /apiKeys/disable': () => ({ data: apiKey(1, { status: 'disabled' }) }),
    });
    fireEvent.click(await screen.findByTestId('apikey-disable'));
    await waitFor(() => expect(text(1, 'apikey-status')).toBe('Disabled'));
    expect(server.callsTo('/apiKeys/disable').map((c) => c.body)).toEqual([{ id: 1 }]);
    expect(notify.info).toHaveBeenCalledWith('API key disabled');
    expect(within(card(1)).getByTestId('apikey-enable')).toBeTruthy();
  });

  it('deletes a key only once confirmed', async () => {
    const { server } = open([apiKey(2), apiKey(1)], {
      'POST /apiKeys/delete': () => ({ data: null }),
    });
    fireEvent.click(
      within(await screen.findByTestId('apikey-card-1')).getByTestId('apikey-delete'),
    );
    const dialog = await screen.findByTestId('apikey-delete-dialog');
    expect(dialog.textContent).toContain('“Bot 1” stops working at once');
    expect(server.callsTo('/apiKeys/delete')).toEqual([]);
    fireEvent.click(screen.getByTestId('apikey-delete-dialog-confirm'));
    await waitFor(() => expect(screen.queryByTestId('apikey-card-1')).toBeNull());
    expect(server.callsTo('/apiKeys/delete').map((c) => c.body)).toEqual([{ id: 1 }]);
    expect(screen.getByTestId('apikey-card-2')).toBeTruthy();
  });

  it('enables a disabled key with the step-up token held, and forgets the spent token', async () => {
    useStepUp.getState().remember('step-up-1', 300);
    const { server } = open([apiKey(1, { status: 'disabled' })], {
      'POST /apiKeys/enable': () => ({ data: apiKey(1) }),
    });
    fireEvent.click(await screen.findByTestId('apikey-enable'));
    await waitFor(() => expect(text(1, 'apikey-status')).toBe('Active'));
    expect(server.callsTo('/apiKeys/enable').map((c) => c.body)).toEqual([
      { id: 1, stepUpToken: 'step-up-1' },
    ]);
    expect(useStepUp.getState().token).toBeNull();
  });

  it('asks for the step-up before enabling when no token is held', async () => {
    const { server } = open([apiKey(1, { status: 'disabled' })], {
      ...overviewRoute,
      ...safeVerifyRoute('step-up-fresh'),
      'POST /apiKeys/enable': () => ({ data: apiKey(1) }),
    });
    fireEvent.click(await screen.findByTestId('apikey-enable'));
    const sheet = await screen.findByTestId('apikey-step-up');
    expect(server.callsTo('/apiKeys/enable')).toEqual([]);
    fireEvent.change(await within(sheet).findByTestId('verify-code'), {
      target: { value: '123456' },
    });
    fireEvent.click(within(sheet).getByTestId('verify-submit'));
    await waitFor(() => expect(text(1, 'apikey-status')).toBe('Active'));
    expect(server.callsTo('/apiKeys/enable').map((c) => c.body)).toEqual([
      { id: 1, stepUpToken: 'step-up-fresh' },
    ]);
  });

  it('renames a key without a step-up', async () => {
    const { server } = open([apiKey(1)], {
      'POST /apiKeys/update': () => ({ data: apiKey(1, { label: 'Grid' }) }),
    });
    fireEvent.click(await screen.findByTestId('apikey-rename'));
    fireEvent.change(await screen.findByTestId('apikey-rename-input'), {
      target: { value: '  Grid ' },
    });
    fireEvent.click(screen.getByTestId('apikey-rename-save'));
    await waitFor(() => expect(text(1, 'apikey-label')).toBe('Grid'));
    expect(server.callsTo('/apiKeys/update').map((c) => c.body)).toEqual([
      { id: 1, label: 'Grid' },
    ]);
  });

  it('explains what keys are for when there is none', async () => {
    open([]);
    const empty = await screen.findByTestId('apikeys-empty');
    expect(empty.textContent).toContain('X-MBX-APIKEY');
    expect(empty.textContent).toContain('ccxt');
    expect(empty.textContent).toContain('The withdraw permission is reserved');
    expect(screen.getByTestId('apikeys-endpoint').textContent).toBe(
      `${window.location.origin}/api/v3`,
    );
    expect(screen.getByTestId('apikeys-create')).toBeTruthy();
  });

  it('tells a demo session the keys are the real account’s', async () => {
    useSession.setState({ token: 't', member, real: null, demo: true });
    const { server } = open([apiKey(1)]);
    expect((await screen.findByTestId('apikeys-demo')).textContent).toContain('real account');
    expect(server.callsTo('/apiKeys')).toEqual([]);
  });
});
