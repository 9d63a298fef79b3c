import {
  SUPPORT_TEXT_MAX,
  type SupportConversation,
  type SupportQueueRow,
} from '@exchange/contracts';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import {
  useSupportActions,
  useSupportCanned,
  useSupportSignals,
  type ThreadHandle,
} from '../../api/support';
import { useI18n, useOperator } from '../../app/context';
import { newRequestId } from '../../lib/requestId';
import { languageName } from './supportParts';

/** The user is told the agent types at most this often. */
const TYPING_EVERY_MS = 3_000;

/**
 * A reply to the user, or an internal note only staff see. Replying needs
 * the conversation to be the agent's (and not resolved); a note anyone may
 * add. Canned replies in the conversation's language are inserted where
 * the cursor is. Text only: staff images are not uploaded from the console.
 */
export function SupportComposer(props: {
  id: number;
  row: SupportQueueRow;
  conversation: SupportConversation;
  thread: ThreadHandle;
  afterSend: () => void;
}) {
  const { t } = useI18n();
  const operator = useOperator();
  const { reply } = useSupportActions();
  const signals = useSupportSignals(props.id);
  const canned = useSupportCanned(props.row.language);
  const [text, setText] = useState('');
  const [note, setNote] = useState(false);
  // One key per message, kept through a retry of the same text.
  const [clientId, setClientId] = useState(newRequestId);
  const lastTyping = useRef(0);
  const input = useRef<HTMLTextAreaElement>(null);

  const mine = props.row.assignee?.id === operator.id;
  const resolved = props.conversation.status === 'resolved';
  const noteOnly = !mine || resolved;
  const asNote = noteOnly || note;
  const trimmed = text.trim();

  const edit = (next: string) => {
    setText(next);
    setClientId(newRequestId());
    const now = Date.now();
    if (!asNote && next.trim() !== '' && now - lastTyping.current >= TYPING_EVERY_MS) {
      lastTyping.current = now;
      void signals.typing();
    }
  };

  const insert = (cannedText: string) => {
    const node = input.current;
    const start = node?.selectionStart ?? text.length;
    const end = node?.selectionEnd ?? text.length;
    const next = `${text.slice(0, start)}${cannedText}${text.slice(end)}`.slice(
      0,
      SUPPORT_TEXT_MAX,
    );
    edit(next);
    node?.focus();
  };

  const send = () => {
    if (trimmed === '' || reply.isPending) return;
    reply.mutate(
      { id: props.id, text: trimmed, note: asNote, clientId },
      {
        onSuccess: (message) => {
          props.thread.thread.merge([message]);
          setText('');
          setClientId(newRequestId());
          props.afterSend();
        },
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };
  const onKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send();
    }
  };
  const offered = canned.data ?? [];

  return (
    <form
      className={asNote ? 'support-composer note' : 'support-composer'}
      data-testid="support-composer"
      onSubmit={submit}
    >
      {noteOnly && (
        <p className="muted" data-testid="support-note-only">
          {t(resolved ? 'support.resolvedComposer' : 'support.notMine')}
        </p>
      )}
      <textarea
        ref={input}
        data-testid="support-input"
        aria-label={t(asNote ? 'support.noteLabel' : 'support.composerLabel')}
        placeholder={t(asNote ? 'support.noteLabel' : 'support.composerLabel')}
        maxLength={SUPPORT_TEXT_MAX}
        rows={3}
        value={text}
        onChange={(event) => edit(event.target.value)}
        onKeyDown={onKey}
      />
      <div className="support-composer-bar">
        <label className="check" title={t('support.noteHint')}>
          <input
            type="checkbox"
            data-testid="support-note"
            checked={asNote}
            disabled={noteOnly}
            onChange={(event) => setNote(event.target.checked)}
          />{' '}
          {t('support.noteToggle')}
        </label>
        <select
          data-testid="support-canned"
          aria-label={t('support.canned')}
          value=""
          disabled={offered.length === 0}
          onChange={(event) => {
            const chosen = offered.find((c) => String(c.id) === event.target.value);
            if (chosen) insert(chosen.text);
          }}
        >
          <option value="">
            {offered.length === 0 && canned.data
              ? t('support.cannedNone', { language: languageName(props.row.language) })
              : t('support.cannedPick')}
          </option>
          {offered.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </select>
        <span className="muted support-count">
          {t('support.length', { count: text.length, max: SUPPORT_TEXT_MAX })}
        </span>
        <button
          type="submit"
          className="primary"
          data-testid="support-send"
          disabled={trimmed === '' || reply.isPending}
        >
          {t(asNote ? 'support.addNote' : 'support.send')}
        </button>
      </div>
    </form>
  );
}
