import { useEffect } from 'react';
import { useI18n, useServices, useStore } from '../app/context';
import type { Notice } from '../state/notices';

/** How long a notice stays; failures longer, since they may need reading twice. */
const SHOW_MS = { ok: 4_000, bad: 8_000 } as const;

export function Notices() {
  const { notices } = useServices();
  const list = useStore(notices);
  return (
    <div className="notices" aria-live="polite">
      {list.map((notice) => (
        <NoticeItem key={notice.id} notice={notice} onDismiss={notices.dismiss} />
      ))}
    </div>
  );
}

/** `onDismiss` is the store's own (stable) function, so a newer notice never restarts this one's timer. */
function NoticeItem(props: { notice: Notice; onDismiss: (id: number) => void }) {
  const { t, say } = useI18n();
  const { notice, onDismiss } = props;
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(notice.id), SHOW_MS[notice.tone]);
    return () => window.clearTimeout(timer);
  }, [notice.id, notice.tone, onDismiss]);
  return (
    <div
      className={`notice ${notice.tone}`}
      role={notice.tone === 'bad' ? 'alert' : 'status'}
      data-testid={notice.tone === 'ok' ? 'notice-ok' : 'notice-error'}
    >
      <span>{say(notice.message)}</span>
      <button
        type="button"
        className="ghost"
        aria-label={t('common.dismiss')}
        onClick={() => onDismiss(notice.id)}
      >
        ×
      </button>
    </div>
  );
}
