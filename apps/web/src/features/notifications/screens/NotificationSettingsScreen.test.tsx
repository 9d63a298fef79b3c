import type { NotificationSettingsView } from '@exchange/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../state/session';
import { fakeServer, type Handler } from '../../account/test/fakeServer';
import { renderRoute } from '../../market/test/render';
import { SETTINGS_PATH } from '../paths';
import NotificationSettingsScreen from './NotificationSettingsScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const member = {
  usercode: '100001',
  username: 'alice01',
  c2c_user_type: 0,
  perpetual_contracts_status: 0,
};

const choice = (on = true, email = false, sms = false) => ({ on, email, sms });
const view = (over: Partial<NotificationSettingsView> = {}): NotificationSettingsView => ({
  email: true,
  sms: false,
  categories: {
    trade: choice(),
    funds: choice(true, true),
    p2p: choice(true, true, true),
    appeal: choice(true, true, true),
    chat: choice(),
    risk: choice(true, true, true),
    loans: choice(true, true),
    earn: choice(),
    alerts: choice(true, true),
  },
  emailTo: 'al***@example.com',
  phoneTo: null,
  ...over,
});

function open(post: Handler | Handler[], held = view()) {
  const server = fakeServer({
    'GET /notifications/preferences': () => ({ data: held }),
    'POST /notifications/preferences': post,
  });
  renderRoute(SETTINGS_PATH, SETTINGS_PATH, <NotificationSettingsScreen />);
  return server;
}

const checked = (testId: string) =>
  screen.getByTestId(testId).getAttribute('aria-checked') === 'true';

describe('notification settings', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member, real: null, demo: false });
  });

  it('switches a category off and saves the whole preferences', async () => {
    const server = open((body) => ({ data: { ...view(), ...(body as object) } }));
    fireEvent.click(await screen.findByTestId('notifications-trade-on'));
    await waitFor(() => expect(checked('notifications-trade-on')).toBe(false));
    const sent = server.calls.find((c) => c.method === 'POST')?.body as NotificationSettingsView;
    expect(sent.categories.trade).toEqual({ on: false, email: false, sms: false });
    expect(sent.categories.funds).toEqual({ on: true, email: true, sms: false });
    expect(sent).not.toHaveProperty('emailTo');
  });

  it('shows security switched on and locked, chat in the app only, and a bind link without a phone', async () => {
    open(() => ({ data: view() }));
    const security = await screen.findByTestId('notifications-security-on');
    expect(security.getAttribute('aria-checked')).toBe('true');
    expect(security.getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByTestId('notifications-chat-email')).toBeNull();
    expect(screen.getByTestId('notifications-bind-phone').getAttribute('href')).toBe(
      '/bindVerify?type=phone',
    );
    expect(screen.getByTestId('notifications-sms').getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByTestId('notifications-bind-email')).toBeNull();
  });

  it('shows what the server holds when it refuses a change', async () => {
    const server = open(
      () => ({
        code: 29501,
        message: 'Bind an e-mail address before turning on e-mail notifications',
      }),
      view({ email: false }),
    );
    fireEvent.click(await screen.findByTestId('notifications-email'));
    await waitFor(() => expect(server.calls.some((c) => c.method === 'POST')).toBe(true));
    await waitFor(() => expect(checked('notifications-email')).toBe(false));
  });

  it('tells a demo session the notifications are the real account’s', async () => {
    useSession.setState({ token: 't', member, real: null, demo: true });
    const server = open(() => ({ data: view() }));
    expect((await screen.findByTestId('notifications-demo')).textContent).toContain('real account');
    expect(server.calls.filter((c) => c.path.startsWith('/notifications'))).toEqual([]);
  });
});
