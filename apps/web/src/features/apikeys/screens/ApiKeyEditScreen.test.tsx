import type { ApiKey } from '@exchange/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../state/session';
import { useStepUp } from '../../account/stepUp';
import { fakeServer, type Handler } from '../../account/test/fakeServer';
import { renderRoute } from '../../market/test/render';
import { API_KEYS_PATHS, editPath } from '../paths';
import { apiKey, member, overviewRoute, safeVerifyRoute } from '../test/fixtures';
import ApiKeyEditScreen from './ApiKeyEditScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

function open(keys: ApiKey[], update: Handler | Handler[], path = editPath(1)) {
  const server = fakeServer({
    ...overviewRoute,
    ...safeVerifyRoute('step-up-fresh'),
    'GET /apiKeys': () => ({ data: keys }),
    'POST /apiKeys/update': update,
  });
  renderRoute(API_KEYS_PATHS.edit, path, <ApiKeyEditScreen />);
  return server;
}

const updates = (server: ReturnType<typeof fakeServer>) =>
  server.callsTo('/apiKeys/update').map((call) => call.body);
const where = () => screen.getByTestId('location').textContent;

describe('editing an API key', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member, real: null, demo: false });
    useStepUp.getState().clear();
  });

  it('takes a permission away and renames without a step-up, sending only what changed', async () => {
    const server = open([apiKey(1)], () => ({ data: apiKey(1) }));
    fireEvent.change(await screen.findByTestId('apikey-label-input'), {
      target: { value: 'Quiet bot' },
    });
    fireEvent.click(screen.getByTestId('apikey-trade'));
    expect(screen.queryByTestId('apikey-loosen')).toBeNull();
    fireEvent.click(screen.getByTestId('apikey-save'));
    await waitFor(() => expect(where()).toBe('/apiKeys'));
    expect(updates(server)).toEqual([{ id: 1, label: 'Quiet bot', trade: false }]);
    expect(screen.queryByTestId('apikey-step-up')).toBeNull();
  });

  it('asks for the step-up before a changed allowlist is saved', async () => {
    const server = open([apiKey(1)], () => ({ data: apiKey(1) }));
    fireEvent.click(await screen.findByTestId('apikey-ip-add'));
    fireEvent.change(screen.getByTestId('apikey-ip-1'), { target: { value: '198.51.100.0/24' } });
    expect(screen.getByTestId('apikey-loosen')).toBeTruthy();
    fireEvent.click(screen.getByTestId('apikey-save'));

    const sheet = await screen.findByTestId('apikey-step-up');
    expect(updates(server)).toEqual([]);
    fireEvent.change(await within(sheet).findByTestId('verify-code'), {
      target: { value: '123456' },
    });
    fireEvent.click(within(sheet).getByTestId('verify-submit'));
    await waitFor(() => expect(where()).toBe('/apiKeys'));
    expect(updates(server)).toEqual([
      { id: 1, ipAllowlist: ['203.0.113.7', '198.51.100.0/24'], stepUpToken: 'step-up-fresh' },
    ]);
    expect(useStepUp.getState().token).toBeNull();
  });

  it('says when a key is not there', async () => {
    open([apiKey(2)], []);
    expect(await screen.findByTestId('apikey-not-found')).toBeTruthy();
  });
});
