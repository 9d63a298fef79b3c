import {
  SUPPORT_TEXT_MAX,
  type SupportConversation,
  type SupportQueueRow,
} from '@exchange/contracts';
import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import {
  SUPPORT_IMAGE_MAX_BYTES,
  SUPPORT_IMAGE_TYPES,
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

const IMAGE_MB = SUPPORT_IMAGE_MAX_BYTES / (1024 * 1024);

/** An image on its way: uploaded, then sent as a reply; shown small meanwhile. */
interface Attaching {
  readonly url: string;
  readonly name: string;
  readonly phase: 'uploading' | 'sending';
}

/**
 * A reply to the user, or an internal note only staff see. Replying needs
 * the conversation to be the agent's (and not resolved); a note anyone may
 * add. Canned replies in the conversation's language are inserted where
 * the cursor is. An image (the agent's own reply, never a note) is uploaded,
 * then sent with the text written so far as its caption.
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
  const { reply, upload } = useSupportActions();
  const signals = useSupportSignals(props.id);
  const canned = useSupportCanned(props.row.language);
  const [text, setText] = useState('');
  const [note, setNote] = useState(false);
  // One key per message, kept through a retry of the same text.
  const [clientId, setClientId] = useState(newRequestId);
  const lastTyping = useRef(0);
  const input = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [attaching, setAttaching] = useState<Attaching | null>(null);
  // Why the chosen file was refused before sending; worded when shown.
  const [refused, setRefused] = useState<'type' | 'size' | null>(null);
  const preview = attaching?.url;
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const mine = props.row.assignee?.id === operator.id;
  const resolved = props.conversation.status === 'resolved';
  const noteOnly = !mine || resolved;
  const asNote = noteOnly || note;
  const trimmed = text.trim();
  const busy = reply.isPending || upload.isPending || attaching !== null;

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
    if (trimmed === '' || busy) return;
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
  const attach = (file: File) => {
    setRefused(null);
    if (asNote || busy) return;
    if (!(SUPPORT_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      setRefused('type');
      return;
    }
    if (file.size > SUPPORT_IMAGE_MAX_BYTES) {
      setRefused('size');
      return;
    }
    // The caption is the text written so far; it is cleared once sent, unless edited meanwhile.
    const written = text;
    const caption = written.trim();
    const done = () => setAttaching(null);
    setAttaching({ url: URL.createObjectURL(file), name: file.name, phase: 'uploading' });
    upload.mutate(
      { id: props.id, file },
      {
        onSuccess: (uploaded) => {
          setAttaching((now) => now && { ...now, phase: 'sending' });
          reply.mutate(
            {
              id: props.id,
              text: caption,
              note: false,
              clientId: newRequestId(),
              fileId: uploaded.id,
            },
            {
              onSuccess: (message) => {
                props.thread.thread.merge([message]);
                setText((now) => (now === written ? '' : now));
                setClientId(newRequestId());
                props.afterSend();
              },
              onSettled: done,
            },
          );
        },
        onError: done,
      },
    );
  };
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again (after a refusal or a failure).
    event.target.value = '';
    if (file) attach(file);
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
      {attaching && (
        <div className="support-attaching" data-testid="support-attaching" aria-live="polite">
          <img src={attaching.url} alt={attaching.name} />
          <span className="muted">
            {t(attaching.phase === 'uploading' ? 'support.uploading' : 'support.sendingImage')}
          </span>
        </div>
      )}
      {refused && (
        <p className="bad" role="alert" data-testid="support-attach-refused">
          {refused === 'size'
            ? t('support.attachTooLarge', { max: IMAGE_MB })
            : t('support.attachType')}
        </p>
      )}
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
        <input
          ref={picker}
          type="file"
          hidden
          accept={SUPPORT_IMAGE_TYPES.join(',')}
          data-testid="support-attach-input"
          disabled={asNote || busy}
          onChange={chosen}
        />
        <button
          type="button"
          data-testid="support-attach"
          title={t(asNote ? 'support.attachNoteOnly' : 'support.attachHint', { max: IMAGE_MB })}
          disabled={asNote || busy}
          onClick={() => picker.current?.click()}
        >
          {t('support.attach')}
        </button>
        <span className="muted support-count">
          {t('support.length', { count: text.length, max: SUPPORT_TEXT_MAX })}
        </span>
        <button
          type="submit"
          className="primary"
          data-testid="support-send"
          disabled={trimmed === '' || busy}
        >
          {t(asNote ? 'support.addNote' : 'support.send')}
        </button>
      </div>
    </form>
  );
}
