import type { Chat, P2pOrderDetail } from '@exchange/contracts';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { useSession } from '../../../state/session';
import { heldSeq } from '../chat';
import { markReadHere } from '../chatReads';
import { ChatComposer } from '../components/chat/ChatComposer';
import { ChatLine } from '../components/chat/ChatLine';
import { OrderStateBadge } from '../components/StateBadge';
import { TradeDemoNotice } from '../components/TradeNotices';
import { fiatDecimalsOf, fiatText } from '../format';
import { useMarkChatRead } from '../mutations';
import { idParam, orderPath } from '../paths';
import { isOpenOrder, useFiats, useOrderChat, useP2pOrder } from '../queries';
import '../../account/account.css';
import '../trade.css';
import '../chat.css';

/**
 * Tells the server (and this device) how far the user has read, each time
 * newer records show while the page is in view.
 */
function useReadMark(orderId: number, chat: Chat | undefined): void {
  const mark = useMarkChatRead();
  const account = useSession((state) => state.member?.usercode ?? null);
  const marked = useRef(0);
  const newest = heldSeq(chat);
  const send = useEffectEvent(() => {
    if (newest <= marked.current || document.visibilityState === 'hidden') return;
    marked.current = newest;
    mark.mutate({ orderId, seq: newest });
    if (account !== null) markReadHere(account, orderId, newest);
  });
  useEffect(() => {
    send();
    const onVisible = () => send();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [newest]);
}

/** The order the chat is about: its state and amount, and the way back to it. */
function OrderBar({ order }: { order: P2pOrderDetail }) {
  const { t } = useTranslation();
  const fiats = useFiats();
  return (
    <Link to={orderPath(order.id)} className="p2p-chat-order" data-testid="chat-order">
      <span className="muted small">{t('p2p.chat.order', { no: order.orderNo })}</span>
      <strong>
        {fiatText(order.amount, fiatDecimalsOf(fiats.data, order.fiat))} {order.fiat}
      </strong>
      <OrderStateBadge state={order.status} />
    </Link>
  );
}

function ChatView({ order }: { order: P2pOrderDetail }) {
  const { t } = useTranslation();
  const open = isOpenOrder(order.status);
  const chat = useOrderChat(order.id, { live: open });
  const end = useRef<HTMLDivElement>(null);
  const records = chat.data?.records ?? [];
  useReadMark(order.id, chat.data);
  useEffect(() => {
    // jsdom has no scrolling; browsers always do.
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [records.length]);
  return (
    <div className="p2p-chat" data-testid="chat-view">
      <OrderBar order={order} />
      {order.status === 'appeal' && (
        <p className="notice p2p-chat-note">{t('p2p.chat.appealNote')}</p>
      )}
      {/* A failed catch-up keeps the conversation shown; the client has said why. */}
      <QueryState
        isPending={chat.isPending}
        error={chat.data ? null : chat.error}
        onRetry={() => void chat.refetch()}
      >
        {chat.data && (
          <ul className="p2p-chat-list" data-testid="chat-list">
            {records.map((record) => (
              <ChatLine key={record.seq} orderId={order.id} record={record} chat={chat.data} />
            ))}
          </ul>
        )}
      </QueryState>
      <div ref={end} />
      {open ? (
        <ChatComposer orderId={order.id} />
      ) : (
        <p className="muted small p2p-chat-closed" data-testid="chat-closed">
          {t('p2p.chat.closed')}
        </p>
      )}
    </div>
  );
}

/** The order first (the header names the counterpart), then its chat. */
function ChatLoader({ id }: { id: number }) {
  const { t } = useTranslation();
  const order = useP2pOrder(id);
  return (
    <>
      <PageHeader title={order.data?.counterpart.nickname ?? t('p2p.chat.title')} />
      <QueryState
        isPending={order.isPending}
        error={order.error}
        onRetry={() => void order.refetch()}
      >
        {order.data && <ChatView order={order.data} />}
      </QueryState>
    </>
  );
}

/**
 * `/c2c/order/:id/chat`: the order's conversation, its status changes
 * between the messages, staff marked as such. Live on the `p2p` topic;
 * open while the order is.
 */
export default function ChatScreen() {
  const { t } = useTranslation();
  const id = idParam(useParams().id);
  const demo = useSession((state) => state.demo);
  return (
    <div className="screen p2p-screen p2p-chat-screen" data-testid="screen-p2p-chat">
      {demo || id === null ? (
        <>
          <PageHeader title={t('p2p.chat.title')} />
          <div className="p2p-body">
            {demo ? <TradeDemoNotice /> : <p className="notice">{t('p2p.order.notFound')}</p>}
          </div>
        </>
      ) : (
        <ChatLoader id={id} />
      )}
    </div>
  );
}
