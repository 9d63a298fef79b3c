import type { Chat, ChatRecord } from '@exchange/contracts';
import { CheckShieldFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatClock, formatDateTime } from '../../../market/format';
import { seenByCounterpart } from '../../chat';
import { OrderImage } from '../OrderImage';

/** A record's time: the clock for today's, the date too for older ones. */
function timeText(at: string): string {
  const time = Date.parse(at);
  return new Date(time).toDateString() === new Date().toDateString()
    ? formatClock(time)
    : formatDateTime(time);
}

/** A status change (or an operator's note on the appeal), centred between the messages. */
function StatusLine({ record }: { record: ChatRecord }) {
  const { t } = useTranslation();
  const text =
    record.status === null ? t('p2p.chat.appealUpdate') : t(`p2p.chat.status.${record.status}`);
  return (
    <li className="p2p-chat-status" data-testid={`chat-${record.seq}`} data-kind="status">
      <span>{text}</span>
      <time className="muted small">{timeText(record.at)}</time>
    </li>
  );
}

/** Sent, or read by the counterpart (the double tick). */
function Ticks({ record, chat }: { record: ChatRecord; chat: Chat }) {
  const { t } = useTranslation();
  const seen = seenByCounterpart(record, chat);
  return (
    <span
      className={seen ? 'p2p-ticks seen' : 'p2p-ticks'}
      data-testid={`chat-ticks-${record.seq}`}
      aria-label={seen ? t('p2p.chat.read') : t('p2p.chat.sent')}
    >
      {seen ? '✓✓' : '✓'}
    </span>
  );
}

/**
 * One record of the chat: a status change as a centred line; a message or
 * evidence as a bubble (the user's own on the right), with its images,
 * its time and, on one's own, whether the counterpart has read it. Staff
 * write with a verified badge.
 */
export function ChatLine({
  orderId,
  record,
  chat,
}: {
  orderId: number;
  record: ChatRecord;
  chat: Chat;
}) {
  const { t } = useTranslation();
  if (record.kind === 'status') return <StatusLine record={record} />;
  const mine = record.from === 'me';
  const side = mine ? 'mine' : record.from;
  return (
    <li
      className={`p2p-chat-row ${side}`}
      data-testid={`chat-${record.seq}`}
      data-kind={record.kind}
      data-from={record.from}
    >
      <div className="p2p-bubble">
        {record.from === 'staff' && (
          <span className="p2p-staff" data-testid="chat-staff">
            <CheckShieldFill aria-hidden="true" />
            {t('p2p.chat.staff')}
          </span>
        )}
        {record.kind === 'evidence' && (
          <span className="p2p-bubble-label">{t('p2p.chat.evidence')}</span>
        )}
        {record.text && <p className="p2p-bubble-text">{record.text}</p>}
        {record.fileIds.length > 0 && (
          <div className="p2p-images">
            {record.fileIds.map((fileId) => (
              <OrderImage
                key={fileId}
                orderId={orderId}
                fileId={fileId}
                label={t('p2p.chat.image')}
              />
            ))}
          </div>
        )}
        <span className="p2p-bubble-meta">
          <time>{timeText(record.at)}</time>
          {mine && <Ticks record={record} chat={chat} />}
        </span>
      </div>
    </li>
  );
}
