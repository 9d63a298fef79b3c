import type { Chat, P2pOrderDetail } from '@exchange/contracts';
import { MessageOutline, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { unreadCount } from '../../chat';
import { useReadSeq } from '../../chatReads';
import { chatPath } from '../../paths';

/** The way to the order's chat, with what the other side (or staff) said since it was last read. */
export function ChatEntry({ order, chat }: { order: P2pOrderDetail; chat: Chat | undefined }) {
  const { t } = useTranslation();
  const unread = unreadCount(chat, useReadSeq(order.id, chat));
  return (
    <Link to={chatPath(order.id)} className="card p2p-chat-entry" data-testid="order-chat">
      <MessageOutline aria-hidden="true" />
      <span className="p2p-chat-entry-text">
        {t('p2p.chat.entry', { name: order.counterpart.nickname })}
      </span>
      {unread > 0 && (
        <span
          className="p2p-unread"
          data-testid="order-chat-unread"
          aria-label={t('p2p.chat.unread', { count: unread })}
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
      <RightOutline className="p2p-row-arrow" aria-hidden="true" />
    </Link>
  );
}
