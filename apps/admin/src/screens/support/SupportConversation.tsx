import type { SupportConversation, SupportQueueRow } from '@exchange/contracts';
import { useEffect, useState } from 'react';
import { describeError } from '../../api/describe';
import {
  useSupportActions,
  useSupportConversation,
  useSupportThread,
  type SupportDeskConversation,
  type ThreadHandle,
} from '../../api/support';
import { useCan, useI18n, useOperator, useServices } from '../../app/context';
import { Badge } from '../../components/Badge';
import { ConfirmDialog } from '../../components/dialogs';
import { formatTime } from '../../lib/format';
import { SupportComposer } from './SupportComposer';
import { HandoverDialog, SnoozeDialog } from './SupportDialogs';
import { SupportProfile } from './SupportProfile';
import { SupportThreadView } from './SupportThreadView';
import { SupportStatusBadge } from './supportParts';

type Dialog = 'force' | 'handover' | 'release' | 'snooze' | 'resolve' | null;

/**
 * One conversation on the desk: its header with what the agent may do, the
 * messages, the composer; and beside it the user and their linked records.
 */
export function SupportConversationPane(props: { id: number }) {
  const { t } = useI18n();
  const detail = useSupportConversation(props.id);
  const thread = useSupportThread(props.id);
  const { stream } = useServices();
  const desk = detail.data;

  // What a REST answer says of the conversation (an action, a reread) is the latest the console
  // has; a desk update patches only the row and keeps this object, so the live one is not undone.
  const fromRest = desk?.conversation;
  useEffect(() => {
    if (fromRest) thread.thread.setConversation(fromRest);
  }, [fromRest, thread.thread]);

  if (!desk) {
    return (
      <div className="support-pane support-pick">
        <p
          className={detail.error ? 'table-error' : 'muted'}
          role={detail.error ? 'alert' : undefined}
        >
          {detail.error ? describeError(detail.error, t) : t('common.loading')}
        </p>
      </div>
    );
  }
  const conversation = thread.state.conversation ?? desk.conversation;
  // Without a socket nothing arrives by itself: after an action, what it wrote is read.
  const afterAction = stream ? () => undefined : thread.catchUp;
  return (
    <>
      <section className="support-pane support-chat" data-testid="support-conversation">
        <ConversationHead
          desk={desk}
          conversation={conversation}
          thread={thread}
          afterAction={afterAction}
        />
        <SupportThreadView
          id={props.id}
          conversation={conversation}
          row={desk.row}
          thread={thread}
        />
        <SupportComposer
          id={props.id}
          row={desk.row}
          conversation={conversation}
          thread={thread}
          afterSend={afterAction}
        />
      </section>
      <SupportProfile desk={desk} />
    </>
  );
}

function ConversationHead(props: {
  desk: SupportDeskConversation;
  conversation: SupportConversation;
  thread: ThreadHandle;
  afterAction: () => void;
}) {
  const { t } = useI18n();
  const operator = useOperator();
  const can = useCan();
  const actions = useSupportActions();
  const [dialog, setDialog] = useState<Dialog>(null);
  const { desk, conversation } = props;
  const row: SupportQueueRow = desk.row;
  const id = conversation.id;
  const mine = row.assignee?.id === operator.id;
  const colleague = row.assignee !== null && !mine ? row.assignee : null;
  const manager = can('support.manage');
  const resolved = conversation.status === 'resolved';
  const done = (reply: SupportDeskConversation) => {
    props.thread.thread.setConversation(reply.conversation);
    setDialog(null);
    props.afterAction();
  };
  const close = () => setDialog(null);
  const takeover = (force: boolean) =>
    actions.takeover.mutate({ id, force }, { onSuccess: done, onSettled: close });

  return (
    <header className="support-chat-head">
      <div className="support-chat-title">
        <h2>
          {t('support.conversation', { id })} ·{' '}
          <span data-testid="support-user">{row.user.name}</span>
        </h2>
        <span className="badges">
          <SupportStatusBadge status={conversation.status} />
          <span className="muted" data-testid="support-assignee">
            {row.assignee
              ? t('support.assignee', { name: row.assignee.name })
              : t('support.unassigned')}
          </span>
          {conversation.status === 'snoozed' && row.snoozedUntil !== null && (
            <span className="muted">
              {t('support.snoozedUntil', { time: formatTime(row.snoozedUntil) })}
            </span>
          )}
          {resolved && (
            <span data-testid="support-rating">
              <Badge tone={conversation.rating === null ? 'neutral' : 'info'}>
                {conversation.rating === null
                  ? t('support.notRated')
                  : t('support.rating', { rating: conversation.rating })}
              </Badge>
            </span>
          )}
          <span className="muted">
            {t('support.started', { time: formatTime(conversation.createdAt) })}
          </span>
        </span>
      </div>
      {!resolved && (
        <div className="page-actions">
          {row.assignee === null && (
            <button
              type="button"
              className="primary"
              data-testid="support-takeover"
              disabled={actions.takeover.isPending}
              onClick={() => takeover(false)}
            >
              {t('support.takeover')}
            </button>
          )}
          {colleague && manager && (
            <button
              type="button"
              data-testid="support-force"
              disabled={actions.takeover.isPending}
              onClick={() => setDialog('force')}
            >
              {t('support.forceTakeover', { name: colleague.name })}
            </button>
          )}
          {mine && (
            <>
              <button
                type="button"
                data-testid="support-handover"
                onClick={() => setDialog('handover')}
              >
                {t('support.handover')}
              </button>
              <button
                type="button"
                data-testid="support-release"
                onClick={() => setDialog('release')}
              >
                {t('support.release')}
              </button>
              <button
                type="button"
                data-testid="support-snooze"
                onClick={() => setDialog('snooze')}
              >
                {t('support.snooze')}
              </button>
            </>
          )}
          {(mine || row.assignee === null || manager) && (
            <button
              type="button"
              data-testid="support-resolve"
              onClick={() => setDialog('resolve')}
            >
              {t('support.resolve')}
            </button>
          )}
        </div>
      )}
      {dialog === 'force' && colleague && (
        <ConfirmDialog
          title={t('support.forceTitle')}
          message={t('support.forceMessage', { name: colleague.name })}
          confirmLabel={t('support.forceTakeover', { name: colleague.name })}
          danger
          pending={actions.takeover.isPending}
          onConfirm={() => takeover(true)}
          onCancel={close}
        />
      )}
      {dialog === 'release' && (
        <ConfirmDialog
          title={t('support.releaseTitle', { id })}
          message={t('support.releaseMessage')}
          confirmLabel={t('support.release')}
          pending={actions.release.isPending}
          onConfirm={() => actions.release.mutate({ id }, { onSuccess: done, onSettled: close })}
          onCancel={close}
        />
      )}
      {dialog === 'resolve' && (
        <ConfirmDialog
          title={t('support.resolveTitle', { id })}
          message={t('support.resolveMessage')}
          confirmLabel={t('support.resolve')}
          pending={actions.resolve.isPending}
          onConfirm={() => actions.resolve.mutate({ id }, { onSuccess: done, onSettled: close })}
          onCancel={close}
        />
      )}
      {dialog === 'handover' && (
        <HandoverDialog
          id={id}
          pending={actions.handover.isPending}
          onSubmit={(operatorId, name) =>
            actions.handover.mutate({ id, operatorId, name }, { onSuccess: done })
          }
          onCancel={close}
        />
      )}
      {dialog === 'snooze' && (
        <SnoozeDialog
          id={id}
          pending={actions.snooze.isPending}
          onSubmit={(untilMs) => actions.snooze.mutate({ id, untilMs }, { onSuccess: done })}
          onCancel={close}
        />
      )}
    </header>
  );
}
