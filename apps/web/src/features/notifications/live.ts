import {
  NOTIFICATIONS_TOPIC,
  notificationSnapshotSchema,
  notificationStreamEventSchema,
  type Notification,
  type NotificationUnread,
} from '@exchange/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useStream } from '../../api/stream';
import { notify } from '../../app/notify';
import { CENTRE_PATH } from './paths';
import {
  notificationKeys,
  prependNotification,
  setUnreadTotal,
  useNotificationsEnabled,
} from './queries';

/** Long enough to read a title. */
const TOAST_MS = 3_000;

/**
 * Whether a new notification deserves a toast where the user is: not in
 * the centre; not a P2P order's news, which the P2P feed already toasts
 * (`p2p/live.ts`); not a chat line about the conversation on screen.
 */
export function announces(item: Notification, location: { pathname: string; search: string }) {
  if (location.pathname === CENTRE_PATH) return false;
  if (item.category === 'p2p' || item.category === 'appeal') return false;
  if (item.category !== 'chat') return true;
  if (item.link?.startsWith('/c2c/')) return false;
  return location.pathname !== '/customerService';
}

/**
 * The signed-in user's notifications, live, wherever they are in the app:
 * the snapshot is the unread count (after a reconnect the lists are read
 * again: something may have come meanwhile), each new one goes on top of
 * the lists held and bumps the counts, with a short toast; reads elsewhere
 * (another tab) set the count.
 */
export function useNotificationsLive(): void {
  const queryClient = useQueryClient();
  const location = useLocation();
  const enabled = useNotificationsEnabled();
  const snapshots = useRef(0);
  useEffect(() => {
    // Signing in afresh: the next snapshot is a first one, not a reconnect.
    snapshots.current = 0;
  }, [enabled]);
  useStream(enabled ? NOTIFICATIONS_TOPIC : null, (frame) => {
    if (frame.type === 'snapshot') {
      const parsed = notificationSnapshotSchema.safeParse(frame.data);
      if (!parsed.success) return;
      snapshots.current += 1;
      setUnreadTotal(queryClient, parsed.data.unread);
      if (snapshots.current > 1)
        void queryClient.invalidateQueries({ queryKey: notificationKeys.all() });
      return;
    }
    const parsed = notificationStreamEventSchema.safeParse(frame.data);
    if (!parsed.success) return;
    const event = parsed.data;
    if (event.kind === 'read') {
      // The echo of this tab's own "mark read" changes nothing; another tab's is read again.
      const held = queryClient.getQueryData<NotificationUnread>(notificationKeys.unread());
      if (held?.total === event.unread) return;
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all() });
      return;
    }
    prependNotification(queryClient, event.item);
    queryClient.setQueryData<NotificationUnread>(notificationKeys.unread(), (held) =>
      held === undefined
        ? held
        : {
            total: event.unread,
            byCategory: {
              ...held.byCategory,
              [event.item.category]: (held.byCategory[event.item.category] ?? 0) + 1,
            },
          },
    );
    if (announces(event.item, location)) notify.info(event.item.title, TOAST_MS);
  });
}

/** Mounted once in the layout, beside the P2P feed. */
export function NotificationsLive(): null {
  useNotificationsLive();
  return null;
}
