import type { SupportConversation, SupportLink, SupportMessage } from '@exchange/contracts';
import { Button } from 'antd-mobile';
import { CheckShieldFill, ExclamationShieldOutline } from 'antd-mobile-icons';
import { useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { PageHeader } from '../../../components/PageHeader';
import { QueryState } from '../../../components/QueryState';
import { useSession } from '../../../state/session';
import { Composer } from '../components/Composer';
import { linkText, MessageLine } from '../components/MessageLine';
import { RatingCard } from '../components/RatingCard';
import { useSupportLive } from '../live';
import { useHandoff, useRecallSupport, useSupportMarks, useSupportTyping } from '../mutations';
import { readOlder, useSupportEntry, useSupportThread } from '../queries';
import { newestFromOthers, parseLinkParam, type SupportThread } from '../thread';
import '../../account/account.css';
import '../support.css';

/** How long "support is typing" shows after the last signal (the agent's console sends one every few seconds). */
const TYPING_SHOW_MS = 6_000;
/** At most one "typing" to the server this often while the user types. */
const TYPING_EVERY_MS = 3_000;

/**
 * Tells support how far the user has received (on arrival) and read (while
 * the page is in view) its messages, each time newer ones show.
 */
function useMarks(thread: SupportThread | undefined): void {
  const marks = useSupportMarks();
  const delivered = useRef(0);
  const read = useRef(0);
  const conversationId = thread?.conversation.id ?? null;
  const newest = thread === undefined ? 0 : newestFromOthers(thread.messages);
  const alreadyRead = thread?.conversation.userReadSeq ?? 0;
  const send = useEffectEvent(() => {
    if (conversationId === null || newest <= alreadyRead) return;
    const deliver = newest > delivered.current;
    const see = newest > read.current && document.visibilityState !== 'hidden';
    if (!deliver && !see) return;
    if (deliver) delivered.current = newest;
    if (see) read.current = newest;
    marks.mutate({
      conversationId,
      ...(deliver ? { deliveredSeq: newest } : {}),
      ...(see ? { readSeq: newest } : {}),
    });
  });
  useEffect(() => {
    send();
    const onVisible = () => send();
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [newest, conversationId]);
}

/** "Support is typing…" for a few seconds after each signal, gone when their message lands. */
function useStaffTyping() {
  const [typing, setTyping] = useState(false);
  const timer = useRef<number | null>(null);
  const stop = () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
    setTyping(false);
  };
  const start = () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    setTyping(true);
    timer.current = window.setTimeout(stop, TYPING_SHOW_MS);
  };
  useEffect(
    () => () => {
      if (timer.current !== null) window.clearTimeout(timer.current);
    },
    [],
  );
  return { typing, start, stop };
}

/** Who the user is talking with, or where they are in the queue, or that it is over. */
function StateBar({ conversation }: { conversation: SupportConversation }) {
  const { t } = useTranslation();
  if (conversation.status === 'resolved') {
    return (
      <p className="support-state" data-testid="support-state" data-state="resolved">
        {t('support.state.resolved')}
      </p>
    );
  }
  if (conversation.waiting) {
    const ahead = conversation.queuePosition ?? 0;
    return (
      <p className="support-state" data-testid="support-state" data-state="queue">
        {ahead > 0 ? t('support.state.queue', { position: ahead + 1 }) : t('support.state.next')}
      </p>
    );
  }
  if (conversation.agent !== null) {
    return (
      <p className="support-state" data-testid="support-state" data-state="agent">
        {t('support.state.agent', { name: conversation.agent.name })}
        {conversation.agent.verified && (
          <span className="support-verified">
            <CheckShieldFill aria-hidden="true" />
            {t('support.verified')}
          </span>
        )}
      </p>
    );
  }
  return null;
}

/** The records the conversation is about. */
function Links({ links }: { links: readonly SupportLink[] }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <ul className="support-links" data-testid="support-links">
      {links.map((link) => (
        <li key={`${link.kind}:${link.ref}`} className="chip">
          {t('support.activity.linked', { record: linkText(t, link) })}
        </li>
      ))}
    </ul>
  );
}

/** The bot's first words, before the user's first message opens a conversation. */
function Intro() {
  const { t } = useTranslation();
  return (
    <ul className="support-list" data-testid="support-intro">
      <li className="support-row bot">
        <div className="support-bubble">
          <span className="support-sender bot">{t('support.assistant')}</span>
          <p className="support-bubble-text">{t('support.intro')}</p>
        </div>
      </li>
    </ul>
  );
}

/** After an agent resolved it: the rating card while it may be rated, then the rating given. */
function Rating({ conversation }: { conversation: SupportConversation }) {
  const { t } = useTranslation();
  if (conversation.canRate) return <RatingCard conversationId={conversation.id} />;
  if (conversation.rating !== null) {
    return (
      <p className="muted small support-rated" data-testid="support-rated">
        {t('support.rate.rated', { rating: conversation.rating })}
      </p>
    );
  }
  return null;
}

function ConversationView({
  conversation: opened,
  typing,
}: {
  conversation: SupportConversation;
  typing: ReturnType<typeof useStaffTyping>;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const thread = useSupportThread(opened);
  const conversation = thread.data?.conversation ?? opened;
  const messages = thread.data?.messages ?? [];
  const handoff = useHandoff();
  const recall = useRecallSupport();
  const [withdrawing, setWithdrawing] = useState<SupportMessage | null>(null);
  const older = useMutation({ mutationFn: () => readOlder(queryClient, opened.id) });
  useSupportLive(opened.id, { onStaffTyping: typing.start, onStaffMessage: typing.stop });
  useMarks(thread.data);

  // "Talk to a person" under the newest bot answer that offers it, while the bot has the chat.
  const handoffSeq =
    conversation.status === 'pending'
      ? ([...messages]
          .reverse()
          .find((message) => message.bot?.offerHandoff === true && !message.recalled)?.seq ?? null)
      : null;

  // New messages scroll into view; older ones added at the top keep the reader's place.
  const end = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const heightBefore = useRef<number | null>(null);
  const newestSeq = messages.at(-1)?.seq ?? 0;
  const firstSeq = messages[0]?.seq ?? 0;
  const more = thread.data?.more ?? false;
  useEffect(() => {
    // jsdom has no scrolling; browsers always do.
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [newestSeq, typing.typing]);
  useLayoutEffect(() => {
    if (heightBefore.current === null) return;
    const grown = document.documentElement.scrollHeight - heightBefore.current;
    heightBefore.current = null;
    if (grown > 0) window.scrollBy(0, grown);
  }, [firstSeq]);
  const loadOlder = () => {
    if (!more || older.isPending) return;
    heightBefore.current = document.documentElement.scrollHeight;
    older.mutate();
  };
  const onTopShown = useEffectEvent(loadOlder);
  useEffect(() => {
    const sentinel = top.current;
    if (!more || sentinel === null || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onTopShown();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [more, firstSeq]);

  const confirmWithdraw = () => {
    const message = withdrawing;
    setWithdrawing(null);
    if (message !== null) recall.mutate({ conversationId: opened.id, seq: message.seq });
  };

  return (
    <>
      <StateBar conversation={conversation} />
      <Links links={conversation.links} />
      {/* A failed read keeps what is shown; the client has said why. */}
      <QueryState
        isPending={thread.isPending}
        error={thread.data ? null : thread.error}
        onRetry={() => void thread.refetch()}
      >
        <div ref={top} />
        {more && (
          <Button
            className="support-older"
            fill="none"
            size="small"
            loading={older.isPending}
            onClick={loadOlder}
            data-testid="support-older"
          >
            {t('support.older')}
          </Button>
        )}
        <ul className="support-list" data-testid="support-list">
          {messages.map((message) => (
            <MessageLine
              key={message.seq}
              message={message}
              conversation={conversation}
              offerHandoff={message.seq === handoffSeq}
              onHandoff={() => handoff.mutate(opened.id)}
              handingOff={handoff.isPending}
              onWithdraw={setWithdrawing}
            />
          ))}
        </ul>
      </QueryState>
      {typing.typing && (
        <p className="support-typing" data-testid="support-typing" role="status">
          {t('support.typing')}
        </p>
      )}
      <Rating conversation={conversation} />
      <div ref={end} />
      <ConfirmDialog
        visible={withdrawing !== null}
        title={t('support.withdrawConfirm.title')}
        body={t('support.withdrawConfirm.body')}
        confirmText={t('support.withdraw')}
        keepText={t('support.withdrawConfirm.keep')}
        onConfirm={confirmWithdraw}
        onClose={() => setWithdrawing(null)}
        testId="support-withdraw-confirm"
      />
    </>
  );
}

/**
 * The conversation the screen opens on (or none yet: the bot's intro), and
 * the composer under it, which stays as the first message opens one.
 */
function SupportChat({ link }: { link: SupportLink | null }) {
  const entry = useSupportEntry(link, { enabled: true });
  const typing = useStaffTyping();
  const sendTyping = useSupportTyping();
  const lastTyping = useRef(0);
  const conversation = entry.data ?? null;
  const onTyping = () => {
    if (conversation === null) return;
    const now = Date.now();
    if (now - lastTyping.current < TYPING_EVERY_MS) return;
    lastTyping.current = now;
    sendTyping.mutate(conversation.id);
  };
  return (
    <QueryState
      isPending={entry.isPending}
      error={entry.data === undefined ? entry.error : null}
      onRetry={() => void entry.refetch()}
    >
      <div className="support-chat">
        {conversation === null ? (
          <Intro />
        ) : (
          <ConversationView key={conversation.id} conversation={conversation} typing={typing} />
        )}
      </div>
      <Composer conversationId={conversation?.id ?? null} onTyping={onTyping} />
    </QueryState>
  );
}

/**
 * `/customerService`: the user's conversation with support. The bot
 * answers from the help centre and FAQ until the user asks for a person;
 * an agent then joins (queue position meanwhile), and after resolving it
 * the user may rate it. `?link=kind:ref` opens it about one of the user's
 * records. Live on `support:<id>`; a session is needed and demo is refused.
 */
export default function CustomerServiceScreen() {
  const { t } = useTranslation();
  const demo = useSession((state) => state.demo);
  const [params] = useSearchParams();
  const raw = params.get('link');
  const link = useMemo(() => parseLinkParam(raw), [raw]);
  return (
    <div className="screen support-screen" data-testid="screen-support">
      <PageHeader title={t('support.title')} />
      <p className="support-safety" data-testid="support-safety">
        <ExclamationShieldOutline aria-hidden="true" />
        <span>{t('support.safety')}</span>
      </p>
      {demo ? (
        <p className="notice" data-testid="support-demo">
          {t('support.demo')}
        </p>
      ) : (
        <SupportChat link={link} />
      )}
    </div>
  );
}
