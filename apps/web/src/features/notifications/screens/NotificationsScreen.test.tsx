import type { Notification, NotificationCategory } from '@exchange/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { emit } from '../../../test/fakeStream';
import { fakeServer } from '../../account/test/fakeServer';
import { renderRoute } from '../../market/test/render';
import { badgeText } from '../components/Bell';
import { NotificationsLive } from '../live';
import { CENTRE_PATH } from '../paths';
import NotificationsScreen from './NotificationsScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));
vi.mock('../../../api/stream', () => import('../../../test/fakeStream'));

const member = {
  usercode: '100001',
  username: 'alice01',
  c2c_user_type: 0,
  perpetual_contracts_status: 0,
};

const note = (id: number, over: Partial<Notification> = {}): Notification => ({
  id: String(id),
  category: 'funds',
  kind: 'withdrawal.rejected',
  title: `Notice ${id}`,
  body: `Body ${id}`,
  link: `/withdraw/withdrawDetail?id=${id}`,
  createdAt: Date.now() - 60_000,
  read: false,
  ...over,
});

const counts = (total: number, byCategory: Partial<Record<NotificationCategory, number>> = {}) => ({
  total,
  byCategory: {
    trade: 0,
    funds: 0,
    p2p: 0,
    appeal: 0,
    chat: 0,
    risk: 0,
    loans: 0,
    earn: 0,
    alerts: 0,
    security: 0,
    ...byCategory,
  },
});

function open(routes: Parameters<typeof fakeServer>[0]) {
  const server = fakeServer({
    'GET /notifications/unread': () => ({ data: counts(3, { funds: 2, security: 1 }) }),
    ...routes,
  });
  const view = renderRoute(
    CENTRE_PATH,
    CENTRE_PATH,
    <>
      <NotificationsLive />
      <NotificationsScreen />
    </>,
  );
  return { server, ...view };
}

describe('the notification centre', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member, real: null, demo: false });
    vi.mocked(notify.info).mockClear();
  });

  it('lists newest first, pages with `before`, and filters by category and unread', async () => {
    const { server } = open({
      'GET /notifications': (_body, query) => {
        if (query.get('category') === 'security')
          return { data: { items: [note(9, { category: 'security' })], next: null, unread: 3 } };
        if (query.get('before') === '2')
          return { data: { items: [note(1, { read: true })], next: null, unread: 3 } };
        return { data: { items: [note(3), note(2)], next: '2', unread: 3 } };
      },
    });
    await screen.findByText('Notice 3');
    fireEvent.click(screen.getByTestId('notifications-more'));
    const rows = () => screen.getAllByTestId('notification-row').map((r) => r.textContent ?? '');
    await waitFor(() => expect(rows().some((r) => r.includes('Notice 1'))).toBe(true));
    expect(rows()[0]).toContain('Notice 3');
    expect(server.calls.some((c) => c.query.get('before') === '2')).toBe(true);

    fireEvent.click(screen.getByTestId('notifications-tab-security'));
    await screen.findByText('Notice 9');
    fireEvent.click(screen.getByTestId('notifications-unread-only'));
    await waitFor(() =>
      expect(
        server.calls.some(
          (c) => c.query.get('unread') === 'true' && c.query.get('category') === 'security',
        ),
      ).toBe(true),
    );
  });

  it('marks one read on tap and opens what it is about; marks all read', async () => {
    const { server } = open({
      'GET /notifications': () => ({ data: { items: [note(3), note(2)], next: null, unread: 3 } }),
      'POST /notifications/read': [
        () => ({ data: counts(2, { funds: 1, security: 1 }) }),
        () => ({ data: counts(0) }),
      ],
    });
    fireEvent.click(await screen.findByText('Notice 3'));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/withdraw/withdrawDetail?id=3'),
    );
    expect(server.calls.find((c) => c.path === '/notifications/read')?.body).toEqual({
      ids: ['3'],
    });
  });

  it('marks everything in the tab read', async () => {
    const { server } = open({
      'GET /notifications': () => ({ data: { items: [note(3), note(2)], next: null, unread: 3 } }),
      'POST /notifications/read': () => ({ data: counts(0) }),
    });
    await screen.findByText('Notice 3');
    fireEvent.click(screen.getByTestId('notifications-read-all'));
    await waitFor(() =>
      expect(screen.getAllByTestId('notification-row').map((r) => r.dataset.read)).toEqual([
        'true',
        'true',
      ]),
    );
    expect(server.calls.find((c) => c.path === '/notifications/read')?.body).toEqual({ all: true });
  });

  it('puts a new notification on top as it arrives, without a toast in the centre', async () => {
    open({
      'GET /notifications': () => ({ data: { items: [note(2)], next: null, unread: 3 } }),
    });
    await screen.findByText('Notice 2');
    emit({ topic: 'notifications', type: 'snapshot', data: { unread: 3 } });
    emit({
      topic: 'notifications',
      type: 'update',
      data: { kind: 'new', item: note(5, { title: 'Fresh one' }), unread: 4 },
    });
    await waitFor(() =>
      expect(screen.getAllByTestId('notification-row')[0]?.textContent).toContain('Fresh one'),
    );
    expect(notify.info).not.toHaveBeenCalled();
  });

  it('says when there is nothing', async () => {
    open({ 'GET /notifications': () => ({ data: { items: [], next: null, unread: 0 } }) });
    expect((await screen.findByTestId('notifications-empty')).textContent).toContain(
      'No notifications yet',
    );
  });

  it('caps the badge at 99+', () => {
    expect([0, 1, 99, 100, 5000].map(badgeText)).toEqual([null, '1', '99', '99+', '99+']);
  });
});
