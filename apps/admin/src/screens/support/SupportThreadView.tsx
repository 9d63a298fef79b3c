import {
  SUPPORT_RECALL_WINDOW_MS,
  type SupportConversation,
  type SupportQueueRow,
  type SupportStaffMessage,
} from '@exchange/contracts';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { describeError } from '../../api/describe';
import {
  fetchSupportImage,
  useSupportActions,
  useSupportSignals,
  type ThreadHandle,
} from '../../api/support';
import { useApi, useI18n, useOperator } from '../../app/context';
import { formatTime } from '../../lib/format';
import { activityText, useNow } from './supportParts';

/** How long "User is typing…" stays after the last typing signal. */
const TYPING_SHOWN_MS = 6_000;

/**
 * Whether the agent may still withdraw a message: their own, not yet
 * withdrawn, within the window, and the conversation not locked as
 * evidence of a P2P appeal. The server checks again.
 */
export function canRecall(
  message: SupportStaffMessage,
  me: number,
  nowMs: number,
  conversation: Pick<SupportConversation, 'recallLocked'>,
): boolean {
  return (
    message.sender === 'staff' &&
    message.senderId === me &&
    !message.recalled &&
    nowMs < message.createdAt + SUPPORT_RECALL_WINDOW_MS &&
    !conversation.recallLocked
  );
}

/** The messages, oldest first, kept scrolled to the newest while the agent is at the bottom. */
export function SupportThreadView(props: {
  id: number;
  conversation: SupportConversation;
  row: SupportQueueRow;
  thread: ThreadHandle;
}) {
  const { t } = useI18n();
  const { state, error, loadOlder, loadingOlder } = props.thread;
  const signals = useSupportSignals(props.id);
  const now = useNow(1_000);
  const list = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const readSent = useRef(0);
  const last = state.messages.at(-1)?.seq ?? 0;

  // Read while on screen: the newest event, once each.
  useEffect(() => {
    if (last > readSent.current) {
      readSent.current = last;
      void signals.read(last);
    }
  }, [last, signals]);

  useLayoutEffect(() => {
    const node = list.current;
    if (node && atBottom.current) node.scrollTop = node.scrollHeight;
  }, [last]);

  const typing = state.userTypingAt !== null && now - state.userTypingAt < TYPING_SHOWN_MS;
  return (
    <div
      className="support-thread"
      ref={list}
      onScroll={(event) => {
        const node = event.currentTarget;
        atBottom.current = node.scrollHeight - node.scrollTop - node.clientHeight < 40;
      }}
    >
      {state.more && (
        <button
          type="button"
          className="small support-older"
          data-testid="support-older"
          disabled={loadingOlder}
          onClick={loadOlder}
        >
          {t('support.loadOlder')}
        </button>
      )}
      {error !== null && state.messages.length === 0 && (
        <p className="table-error" role="alert">
          {t('support.loadFailed')}: {describeError(error, t)}
        </p>
      )}
      {props.conversation.recallLocked && (
        <p className="muted support-locked" data-testid="support-recall-locked">
          {t('support.recallLocked')}
        </p>
      )}
      <ol className="support-messages" data-testid="support-messages">
        {state.messages.map((message) => (
          <MessageItem
            key={message.seq}
            message={message}
            conversation={props.conversation}
            row={props.row}
            thread={props.thread}
            now={now}
          />
        ))}
      </ol>
      {typing && (
        <p className="support-typing muted" data-testid="support-typing" aria-live="polite">
          {t('support.typing')}
        </p>
      )}
    </div>
  );
}

function MessageItem(props: {
  message: SupportStaffMessage;
  conversation: SupportConversation;
  row: SupportQueueRow;
  thread: ThreadHandle;
  now: number;
}) {
  const { t } = useI18n();
  const i18n = useI18n();
  const operator = useOperator();
  const { recall } = useSupportActions();
  const { message: m, conversation } = props;

  if (m.kind === 'activity' || m.sender === 'system') {
    return (
      <li className="support-activity" data-testid="support-activity">
        <span>{activityText(i18n, m)}</span>{' '}
        <time className="muted">{formatTime(m.createdAt)}</time>
      </li>
    );
  }
  const note = m.kind === 'note';
  const who =
    m.sender === 'user'
      ? props.row.user.name
      : m.sender === 'bot'
        ? t('support.sender.bot')
        : (m.senderName ?? t('support.sender.staff'));
  const own = m.sender === 'staff' && m.senderId === operator.id;
  const classes = ['support-msg', m.sender === 'user' ? 'from-user' : 'from-desk', m.sender];
  if (note) classes.push('note');
  if (m.recalled) classes.push('recalled');
  return (
    <li className={classes.join(' ')} data-testid="support-message" data-seq={m.seq}>
      <div className="support-msg-head">
        <strong data-testid="support-message-sender">{who}</strong>
        {own && <span className="muted">({t('support.you')})</span>}
        {note && (
          <span className="badge warn" data-testid="support-note-mark">
            {t('support.noteMark')}
          </span>
        )}
        <time className="muted">{formatTime(m.createdAt)}</time>
      </div>
      {m.recalled ? (
        <p className="support-withdrawn muted" data-testid="support-withdrawn">
          {t('support.withdrawn')}
        </p>
      ) : (
        <>
          {m.image && (
            <SupportImage
              conversationId={conversation.id}
              seq={m.seq}
              width={m.image.width}
              height={m.image.height}
            />
          )}
          {m.text !== null && (
            <p className="prewrap support-msg-text" data-testid="support-message-text">
              {m.text}
            </p>
          )}
          {m.bot && (
            <p className="muted support-bot">
              {m.bot.articles.length > 0
                ? t('support.botArticles', {
                    titles: m.bot.articles.map((a) => a.title).join(', '),
                  })
                : t(`supportBot.${m.bot.reply}`)}
              {m.bot.offerHandoff && <> · {t('support.botHandoff')}</>}
            </p>
          )}
        </>
      )}
      <div className="support-msg-foot">
        {m.sender === 'staff' && !note && conversation.userReadSeq >= m.seq && (
          <span className="muted" data-testid="support-read">
            {t('support.readMark')}
          </span>
        )}
        {canRecall(m, operator.id, props.now, conversation) && (
          <button
            type="button"
            className="link small"
            data-testid="support-recall"
            disabled={recall.isPending}
            onClick={() =>
              recall.mutate(
                { id: conversation.id, seq: m.seq },
                { onSuccess: (tombstone) => props.thread.thread.merge([tombstone]) },
              )
            }
          >
            {t('support.recall')}
          </button>
        )}
      </div>
    </li>
  );
}

/**
 * A user's image: a placeholder of its size until the agent opens it, as
 * each view is recorded; then the image, from an object URL let go when
 * the conversation closes.
 */
function SupportImage(props: {
  conversationId: number;
  seq: number;
  width: number;
  height: number;
}) {
  const { t } = useI18n();
  const api = useApi();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);
  const held = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (held.current) URL.revokeObjectURL(held.current);
    },
    [],
  );
  if (url) {
    return (
      <a href={url} target="_blank" rel="noreferrer" className="support-image">
        <img
          src={url}
          alt={t('support.imageAlt', { id: props.conversationId })}
          data-testid="support-image"
        />
      </a>
    );
  }
  const open = () => {
    setLoading(true);
    setFailed(false);
    fetchSupportImage(api, props.conversationId, props.seq)
      .then((blob) => {
        const next = URL.createObjectURL(blob);
        held.current = next;
        setUrl(next);
      })
      .catch(() => setFailed(true))
      .finally(() => setLoading(false));
  };
  return (
    <button
      type="button"
      className="support-image-placeholder"
      data-testid="support-image-open"
      title={t('support.imageNote')}
      disabled={loading}
      onClick={open}
    >
      <span>{t('support.showImage')}</span>
      <span className="muted">
        {t('support.image', { width: props.width, height: props.height })}
      </span>
      {failed && <span className="bad">{t('support.imageFailed')}</span>}
    </button>
  );
}
