import type { NotificationCategory } from '@exchange/contracts';
import {
  BankcardOutline,
  BellOutline,
  ChatCheckOutline,
  CheckShieldOutline,
  ExclamationTriangleOutline,
  GiftOutline,
  HistogramOutline,
  MessageOutline,
  PayCircleOutline,
  TeamOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';

const ICONS: Record<NotificationCategory, ReactNode> = {
  trade: <HistogramOutline />,
  funds: <BankcardOutline />,
  p2p: <TeamOutline />,
  appeal: <ChatCheckOutline />,
  chat: <MessageOutline />,
  risk: <ExclamationTriangleOutline />,
  loans: <PayCircleOutline />,
  earn: <GiftOutline />,
  alerts: <BellOutline />,
  security: <CheckShieldOutline />,
};

/** A notification's category as an icon, coloured by the category (`notifications.css`). */
export function CategoryIcon({ category }: { category: NotificationCategory }) {
  return (
    <span className={`inbox-icon inbox-icon-${category}`} aria-hidden="true">
      {ICONS[category]}
    </span>
  );
}
