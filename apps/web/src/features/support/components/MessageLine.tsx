import type { SupportConversation, SupportLink, SupportMessage } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { CheckShieldFill } from 'antd-mobile-icons';
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RichText } from '../../content/components/RichText';
import { formatClock, formatDateTime } from '../../market/format';
import { canWithdraw, tickOf } from '../thread';
import { SupportImage } from './SupportImage';

/** A message's time: the clock for today's, the date too for older ones. */
function timeText(at: number): string {
  return new Date(at).toDateString() === new Date().toDateString()
    ? formatClock(at)
    : formatDateTime(at);
}

/** "P2P order 123", "Withdrawal 45"... */
export function linkText(t: TFunction, link: SupportLink): string {
  return t(`support.link.${link.kind}`, { ref: link.ref });
}

/** An activity's sentence in the reader's language, from its code. */
function activityText(t: TFunction, activity: NonNullable<SupportMessage['activity']>): string {
  const name = activity.name ?? t('support.staff');
  switch (activity.code) {
    case 'handoff_requested':
      return t('support.activity.handoff_requested');
    case 'agent_joined':
      return t('support.activity.agent_joined', { name });
    case 'agent_left':
      return t('support.activity.agent_left', { name });
    case 'resolved':
      return t('support.activity.resolved');
    case 'reopened':
      return t('support.activity.reopened');
    case 'snoozed': {
      // The snooze's end, as epoch ms.
      const until = Number(activity.name);
      return activity.name !== null && Number.isFinite(until) && until > 0
        ? t('support.activity.snoozed', { time: formatDateTime(until) })
        : t('support.activity.snoozedLater');
    }
    case 'linked':
      return activity.link === null
        ? t('support.activity.linkedRecord')
        : t('support.activity.linked', { record: linkText(t, activity.link) });
  }
}

/** A centred line between the messages: someone joined, the conversation was resolved... */
function SystemLine({ message }: { message: SupportMessage }) {
  const { t } = useTranslation();
  if (message.activity === null) return null;
  return (
    <li className="support-system" data-testid={`support-msg-${message.seq}`} data-kind="activity">
      <span>{activityText(t, message.activity)}</span>
    </li>
  );
}

/** Where a message withdrawn by its author was. */
function WithdrawnLine({ message }: { message: SupportMessage }) {
  const { t } = useTranslation();
  return (
    <li
      className="support-system support-withdrawn"
      data-testid={`support-msg-${message.seq}`}
      data-kind="withdrawn"
    >
      <span>{message.mine ? t('support.withdrawn.mine') : t('support.withdrawn.theirs')}</span>
    </li>
  );
}

/**
 * Whether `until` (epoch ms) is still ahead, turning false by itself when
 * it passes while the message shows.
 */
function useBefore(until: number | null): boolean {
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const left = until - Date.now();
    if (left <= 0) return;
    const timer = window.setTimeout(() => setNowMs(Date.now()), left + 50);
    return () => window.clearTimeout(timer);
  }, [until]);
  return until !== null && nowMs < until;
}

/** The answer's opening sentence, the FAQ answer, the articles found, and the way to a person. */
function BotContent({
  message,
  offerHandoff,
  onHandoff,
  handingOff,
}: {
  message: SupportMessage;
  offerHandoff: boolean;
  onHandoff: () => void;
  handingOff: boolean;
}) {
  const { t } = useTranslation();
  const bot = message.bot;
  if (bot === null) return null;
  return (
    <>
      <p className="support-bubble-text">{t(`support.bot.${bot.reply}`)}</p>
      {message.text && <RichText text={message.text} />}
      {bot.articles.length > 0 && (
        <ul className="support-articles" data-testid={`support-articles-${message.seq}`}>
          {bot.articles.map((article) => (
            <li key={`${article.kind}-${article.id}`}>
              <Link
                to={
                  article.kind === 'help'
                    ? `/helpDetail?id=${article.id}`
                    : `/CommonProblem?id=${article.id}`
                }
              >
                {article.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {offerHandoff && (
        <Button
          size="small"
          shape="rounded"
          color="primary"
          fill="outline"
          loading={handingOff}
          onClick={onHandoff}
          data-testid="support-handoff"
        >
          {t('support.handoff')}
        </Button>
      )}
    </>
  );
}

export interface MessageLineProps {
  message: SupportMessage;
  conversation: SupportConversation;
  /** Show "talk to a person" under this bot message. */
  offerHandoff: boolean;
  onHandoff: () => void;
  handingOff: boolean;
  onWithdraw: (message: SupportMessage) => void;
}

/**
 * One message: an activity as a centred line; a withdrawn one as its
 * marker; otherwise a bubble (the user's own on the right, with whether
 * support has it and, while its window lasts, "Withdraw"), support's with
 * the agent's verified name, the bot's with what it found.
 */
export function MessageLine(props: MessageLineProps) {
  const { message } = props;
  if (message.kind === 'activity') return <SystemLine message={message} />;
  if (message.recalled) return <WithdrawnLine message={message} />;
  return <Bubble {...props} />;
}

function Bubble({
  message,
  conversation,
  offerHandoff,
  onHandoff,
  handingOff,
  onWithdraw,
}: MessageLineProps) {
  const { t } = useTranslation();
  // The clock is `useBefore`'s, which turns the action off when the window closes.
  const inWindow = useBefore(message.recallableUntil);
  const withdrawable = inWindow && canWithdraw(message, conversation, -Infinity);
  const side = message.mine ? 'mine' : message.sender;
  const tick = message.mine ? tickOf(message, conversation) : null;
  return (
    <li
      className={`support-row ${side}`}
      data-testid={`support-msg-${message.seq}`}
      data-kind={message.kind}
      data-from={message.sender}
    >
      <div className="support-bubble">
        {message.sender === 'staff' && (
          <span className="support-sender" data-testid="support-staff">
            {message.senderName ?? t('support.staff')}
            <span className="support-verified">
              <CheckShieldFill aria-hidden="true" />
              {t('support.verified')}
            </span>
          </span>
        )}
        {message.sender === 'bot' && (
          <span className="support-sender bot">{t('support.assistant')}</span>
        )}
        {message.image && (
          <SupportImage
            conversationId={conversation.id}
            seq={message.seq}
            width={message.image.width}
            height={message.image.height}
          />
        )}
        {message.bot ? (
          <BotContent
            message={message}
            offerHandoff={offerHandoff}
            onHandoff={onHandoff}
            handingOff={handingOff}
          />
        ) : (
          message.text && <p className="support-bubble-text">{message.text}</p>
        )}
        <span className="support-meta">
          <time>{timeText(message.createdAt)}</time>
          {tick !== null && (
            <span
              className={`support-tick ${tick}`}
              data-testid={`support-tick-${message.seq}`}
              data-tick={tick}
            >
              {tick === 'sent' ? '✓' : '✓✓'} {t(`support.tick.${tick}`)}
            </span>
          )}
        </span>
      </div>
      {withdrawable && (
        <button
          type="button"
          className="support-withdraw"
          data-testid={`support-withdraw-${message.seq}`}
          onClick={() => onWithdraw(message)}
        >
          {t('support.withdraw')}
        </button>
      )}
    </li>
  );
}
