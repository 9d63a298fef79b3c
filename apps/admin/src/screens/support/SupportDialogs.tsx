import { useState, type FormEvent } from 'react';
import { useSupportAgents } from '../../api/support';
import { useI18n, useOperator } from '../../app/context';
import { FormButtons, Modal } from '../../components/Modal';
import { useNow } from './supportParts';

/** The server's bound: a snooze ends within 30 days. */
export const SNOOZE_MAX_MS = 30 * 86_400_000;

const PRESETS = [
  { id: '1h', ms: 3_600_000 },
  { id: '4h', ms: 4 * 3_600_000 },
  { id: '1d', ms: 86_400_000 },
  { id: '7d', ms: 7 * 86_400_000 },
] as const;
type Choice = (typeof PRESETS)[number]['id'] | 'custom';

const pad = (n: number) => String(n).padStart(2, '0');
/** A `datetime-local` value of epoch ms, in the operator's zone. */
function localInput(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** When a snooze chosen at `nowMs` ends, or null when it is not a time the server takes. */
export function snoozeEnd(choice: Choice, custom: string, nowMs: number): number | null {
  const preset = PRESETS.find((p) => p.id === choice);
  const until = preset ? nowMs + preset.ms : new Date(custom).getTime();
  if (!Number.isFinite(until) || until <= nowMs || until > nowMs + SNOOZE_MAX_MS) return null;
  return until;
}

export function SnoozeDialog(props: {
  id: number;
  pending: boolean;
  onSubmit(untilMs: number): void;
  onCancel(): void;
}) {
  const { t } = useI18n();
  const [choice, setChoice] = useState<Choice>('1h');
  const [custom, setCustom] = useState(() => localInput(Date.now() + 86_400_000));
  const now = useNow(30_000);
  const until = snoozeEnd(choice, custom, now);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The time is taken when sent, so a dialog left open still asks for the whole hour.
    const at = snoozeEnd(choice, custom, Date.now());
    if (at !== null) props.onSubmit(at);
  };
  return (
    <Modal
      title={t('support.snoozeTitle', { id: props.id })}
      onClose={props.onCancel}
      testId="support-snooze-dialog"
    >
      <form className="stack" onSubmit={submit}>
        <fieldset className="choices">
          <legend>{t('support.snoozeFor')}</legend>
          {[...PRESETS.map((p) => p.id), 'custom' as const].map((id) => (
            <label key={id} className="check">
              <input
                type="radio"
                name="snooze"
                value={id}
                data-testid={`support-snooze-${id}`}
                checked={choice === id}
                onChange={() => setChoice(id)}
              />{' '}
              {t(`support.snooze.${id}`)}
            </label>
          ))}
        </fieldset>
        {choice === 'custom' && (
          <label className="field">
            <span>{t('support.snoozeUntil')}</span>
            <input
              type="datetime-local"
              data-testid="support-snooze-until"
              value={custom}
              onChange={(event) => setCustom(event.target.value)}
            />
          </label>
        )}
        <small className="muted">{t('support.snoozeHint')}</small>
        {until === null && (
          <p className="form-error" role="alert">
            {t('support.snoozeInvalid')}
          </p>
        )}
        <FormButtons
          submitLabel={t('support.snoozeOk')}
          submitTestId="support-snooze-ok"
          disabled={props.pending || until === null}
          onCancel={props.onCancel}
        />
      </form>
    </Modal>
  );
}

/** To a colleague holding support.chat (the server refuses one at capacity). */
export function HandoverDialog(props: {
  id: number;
  pending: boolean;
  onSubmit(operatorId: number, name: string): void;
  onCancel(): void;
}) {
  const { t } = useI18n();
  const operator = useOperator();
  const agents = useSupportAgents();
  const others = (agents.data ?? []).filter((a) => a.operatorId !== operator.id);
  const [chosen, setChosen] = useState('');
  const agent = others.find((a) => String(a.operatorId) === chosen);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (agent) props.onSubmit(agent.operatorId, agent.displayName);
  };
  return (
    <Modal
      title={t('support.handoverTitle', { id: props.id })}
      onClose={props.onCancel}
      testId="support-handover-dialog"
    >
      <form className="stack" onSubmit={submit}>
        {agents.data && others.length === 0 ? (
          <p className="muted">{t('support.handoverNone')}</p>
        ) : (
          <label className="field">
            <span>{t('support.handoverTo')}</span>
            <select
              data-testid="support-handover-to"
              required
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
            >
              <option value="">{agents.data ? '' : t('common.loading')}</option>
              {others.map((a) => {
                const params = { name: a.displayName, load: a.load, capacity: a.capacity };
                return (
                  <option key={a.operatorId} value={a.operatorId} disabled={a.load >= a.capacity}>
                    {t(a.online ? 'support.handoverOption' : 'support.handoverOffline', params)}
                  </option>
                );
              })}
            </select>
            <small className="muted">{t('support.handoverHint')}</small>
          </label>
        )}
        <FormButtons
          submitLabel={t('support.handoverOk')}
          submitTestId="support-handover-ok"
          disabled={props.pending || agent === undefined}
          onCancel={props.onCancel}
        />
      </form>
    </Modal>
  );
}
