import { p2pPushSchema, type Chat, type ChatRecord } from '@exchange/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useStream } from '../../api/stream';
import { notify } from '../../app/notify';
import { useSession } from '../../state/session';
import { walletKeys } from '../wallet/queries';
import { noticeOf, withRecord } from './chat';
import { chatPath } from './paths';
import { orderQuery, p2pKeys } from './queries';

/** The private realtime topic of the user's P2P orders (`p2pPushSchema` per update). */
export const P2P_TOPIC = 'p2p';

/** Long enough to read an order number. */
const NOTICE_MS = 4_000;

/**
 * A new record of one of the user's orders: its chat takes it (each record
 * once), and what it changes is read again: the order on evidence and
 * status changes, the lists, ads and balances on status changes.
 */
export function applyPush(queryClient: QueryClient, orderId: number, record: ChatRecord): void {
  queryClient.setQueryData(p2pKeys.chat(orderId), (chat: Chat | undefined) =>
    chat === undefined ? chat : withRecord(chat, record),
  );
  if (record.kind === 'message') return;
  void queryClient.invalidateQueries({ queryKey: p2pKeys.order(orderId) });
  if (record.kind !== 'status') return;
  void queryClient.invalidateQueries({ queryKey: p2pKeys.orderLists() });
  void queryClient.invalidateQueries({ queryKey: p2pKeys.ads() });
  void queryClient.invalidateQueries({ queryKey: walletKeys.all() });
}

/**
 * After a reconnect: every chat shown is read on from its newest record
 * (`useOrderChat` asks only for what came after), and the orders again.
 */
function catchUp(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: p2pKeys.chats() });
  void queryClient.invalidateQueries({ queryKey: p2pKeys.orders() });
}

/** The toast for a record the user's settings ask to be told of, with the order's number. */
async function announce(
  queryClient: QueryClient,
  orderId: number,
  record: ChatRecord,
  t: TFunction,
): Promise<void> {
  const key = noticeOf(record);
  if (key === null) return;
  try {
    const order = await queryClient.fetchQuery({ ...orderQuery(orderId), staleTime: 5_000 });
    notify.info(t(key, { no: order.orderNo }), NOTICE_MS);
  } catch {
    // The order could not be read (offline, or no longer the user's): say it without its number.
    notify.info(t('p2p.live.unknown'), NOTICE_MS);
  }
}

/**
 * The signed-in user's P2P orders, live, wherever they are in the app:
 * each pushed record goes into its order's chat and refreshes what it
 * changed; when the user's notification settings ask for it (`notify`) and
 * they are not reading that order's chat, a toast says what happened. A
 * snapshot after the first is a reconnect, and everything shown catches up.
 */
export function useP2pLive(): void {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const live = useSession((state) => state.token !== null && !state.demo);
  const subscribed = useRef(false);
  useEffect(() => {
    // Signing in afresh subscribes afresh.
    subscribed.current = false;
  }, [live]);
  useStream(live ? P2P_TOPIC : null, (message) => {
    if (message.type === 'snapshot') {
      // The first snapshot answers the subscription itself: nothing was missed yet.
      if (subscribed.current) catchUp(queryClient);
      subscribed.current = true;
      return;
    }
    const push = p2pPushSchema.safeParse(message.data);
    if (!push.success) return;
    const { orderId, record, notify: wanted } = push.data;
    applyPush(queryClient, orderId, record);
    if (wanted && pathname !== chatPath(orderId)) void announce(queryClient, orderId, record, t);
  });
}

/** Mounted once in the shell, so pushes arrive on every screen. */
export function P2pLive(): null {
  useP2pLive();
  return null;
}
