import type { NotificationSettings } from '@exchange/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { renderAt } from '../../account/test/render';
import NotificationsScreen from './NotificationsScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const SETTINGS = '/otc/notification/settings';

const member = {
  usercode: '100001',
  username: 'alice01',
  c2c_user_type: 0,
  perpetual_contracts_status: 0,
};

const DEFAULTS: NotificationSettings = {
  order: true,
  appeal: true,
  chat: true,
  email: true,
  sms: false,
};

const switchOf = (key: string) => screen.getByTestId(`notify-${key}`);
const isOn = (key: string) => switchOf(key).getAttribute('aria-checked') === 'true';

describe('P2P notification settings', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member, real: null, demo: false });
    vi.mocked(notify.info).mockClear();
  });

  it('shows the saved switches and saves each change whole', async () => {
    const server = fakeServer({
      [`GET ${SETTINGS}`]: () => ({ data: DEFAULTS }),
      [`POST ${SETTINGS}`]: (body) => ({ data: body }),
    });
    renderAt('/c2c/notifications', <NotificationsScreen />);
    await screen.findByTestId('notify-order');
    expect(['order', 'appeal', 'chat', 'email', 'sms'].map(isOn)).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(screen.getByTestId('notify-note').textContent).toContain(
      'Chat messages are shown in the app only, never by email or SMS.',
    );
    expect(screen.getByText('To the phone number bound to your account')).toBeTruthy();

    fireEvent.click(switchOf('sms'));
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith('Notification settings saved'));
    expect(server.callsTo(SETTINGS).filter((call) => call.method === 'POST')[0]?.body).toEqual({
      ...DEFAULTS,
      sms: true,
    });
    expect(isOn('sms')).toBe(true);

    fireEvent.click(switchOf('chat'));
    await waitFor(() =>
      expect(server.callsTo(SETTINGS).filter((call) => call.method === 'POST')[1]?.body).toEqual({
        ...DEFAULTS,
        sms: true,
        chat: false,
      }),
    );
    await waitFor(() => expect(isOn('chat')).toBe(false));
  });

  it('puts a switch back when the server refuses the change', async () => {
    fakeServer({
      [`GET ${SETTINGS}`]: () => ({ data: DEFAULTS }),
      [`POST ${SETTINGS}`]: () => ({ code: 500, message: 'Try again later' }),
    });
    renderAt('/c2c/notifications', <NotificationsScreen />);
    await screen.findByTestId('notify-email');
    fireEvent.click(switchOf('email'));
    await waitFor(() => expect(notify.fail).toHaveBeenCalledWith('Try again later'));
    await waitFor(() => expect(isOn('email')).toBe(true));
    expect(notify.info).not.toHaveBeenCalled();
  });
});
