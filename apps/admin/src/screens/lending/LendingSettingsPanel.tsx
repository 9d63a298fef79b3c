import { lendingSettingsSchema, type LendingSettings } from '@exchange/contracts';
import { useState, type FormEvent } from 'react';
import { useLendingActions, useLendingSettings } from '../../api/lending';
import { useI18n } from '../../app/context';
import { Facts } from '../../components/Facts';
import { FormButtons, Modal } from '../../components/Modal';
import { QueryPanel } from '../../components/QueryPanel';
import type { TextKey } from '../../i18n';
import { compareDecimal } from '../../lib/decimal';
import { ChangeCount, Field, FormProblems } from '../marketFields';
import { fits, wholeOf, type Problem } from '../marketRules';
import { percentText } from './lendingRules';

type Name = keyof LendingSettings;
type Draft = Record<Name, string>;

/** Each setting: how it is typed, its label and what it says when wrong. */
const FIELDS: readonly { name: Name; kind: 'fraction' | 'whole' | 'text'; label: TextKey }[] = [
  { name: 'saverShare', kind: 'fraction', label: 'lending.saverShare' },
  { name: 'payoutHour', kind: 'whole', label: 'lending.payoutHour' },
  { name: 'timeZone', kind: 'text', label: 'lending.timeZone' },
  { name: 'holdHours', kind: 'whole', label: 'lending.holdHours' },
  { name: 'liquidationBand', kind: 'fraction', label: 'lending.liquidationBand' },
  { name: 'liquidationSlices', kind: 'whole', label: 'lending.liquidationSlices' },
];

const shape = lendingSettingsSchema.shape;
const valueOf = (kind: 'fraction' | 'whole' | 'text', text: string) =>
  kind === 'whole' ? wholeOf(text) : text.trim();

function draftOf(settings: LendingSettings): Draft {
  const draft = {} as Draft;
  for (const { name } of FIELDS) draft[name] = String(settings[name]);
  return draft;
}

function problemsOf(draft: Draft): Problem[] {
  return FIELDS.filter(({ name, kind }) => !fits(shape[name], valueOf(kind, draft[name]))).map(
    ({ name, label }) => ({ field: name, key: 'lending.problem.format', labels: { field: label } }),
  );
}

/** Only the settings changed ("0.90" is "0.9"): the server takes a patch. */
function patchOf(before: LendingSettings, draft: Draft): Partial<LendingSettings> {
  const patch: Record<string, string | number> = {};
  for (const { name, kind } of FIELDS) {
    const value = valueOf(kind, draft[name]);
    if (value === null) continue;
    const same =
      kind === 'fraction'
        ? compareDecimal(String(value), String(before[name])) === 0
        : value === before[name];
    if (!same) patch[name] = value;
  }
  return patch as Partial<LendingSettings>;
}

/**
 * Savings and pledge loans' settings: the savers' share of interest, the
 * daily payout's hour and zone, the wait before a subscription earns, and
 * how a liquidation sells (how far under the index, in how many slices).
 */
export function LendingSettingsPanel() {
  const { t } = useI18n();
  const settings = useLendingSettings();
  const [editing, setEditing] = useState(false);
  const percent = (fraction: string) => `${percentText(fraction) ?? fraction} %`;
  return (
    <QueryPanel title={t('lending.settings')} testId="lending-settings" query={settings}>
      {(s) => (
        <>
          <Facts
            testId="lending-settings-facts"
            rows={[
              [t('lending.saverShare'), percent(s.saverShare)],
              [
                t('lending.payout'),
                t('lending.payoutValue', { hour: s.payoutHour, zone: s.timeZone }),
              ],
              [t('lending.holdHours'), t('lending.hours', { hours: s.holdHours })],
              [t('lending.liquidationBand'), percent(s.liquidationBand)],
              [t('lending.liquidationSlices'), s.liquidationSlices],
            ]}
          />
          <button
            type="button"
            className="small"
            data-testid="lending-settings-edit"
            onClick={() => setEditing(true)}
          >
            {t('common.edit')}
          </button>
          {editing && <SettingsForm current={s} onClose={() => setEditing(false)} />}
        </>
      )}
    </QueryPanel>
  );
}

function SettingsForm(props: { current: LendingSettings; onClose(): void }) {
  const { t } = useI18n();
  const { saveSettings } = useLendingActions();
  const [draft, setDraft] = useState(() => draftOf(props.current));
  const problems = problemsOf(draft);
  const patch = patchOf(props.current, draft);
  const count = Object.keys(patch).length;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problems.length === 0 && count > 0)
      saveSettings.mutate(patch, { onSuccess: props.onClose });
  };
  const hint = (name: Name): string | undefined => {
    if (name === 'timeZone') return t('lending.timeZoneHint');
    if (name === 'payoutHour') return t('lending.payoutHourHint');
    const percent = percentText(draft[name]);
    return name === 'saverShare' || name === 'liquidationBand'
      ? t('lending.fractionHint', { percent: percent ?? '—' })
      : undefined;
  };
  return (
    <Modal
      title={t('lending.settingsTitle')}
      onClose={props.onClose}
      testId="lending-settings-form"
    >
      <form className="stack" onSubmit={submit}>
        <div className="form-grid">
          {FIELDS.map(({ name, kind, label }) => (
            <Field
              key={name}
              label={t(label)}
              testId={`lending-${name}`}
              kind={kind === 'fraction' ? 'decimal' : kind}
              value={draft[name]}
              onChange={(value) => setDraft({ ...draft, [name]: value })}
              invalid={problems.some((p) => p.field === name)}
              hint={hint(name)}
            />
          ))}
        </div>
        <FormProblems problems={problems} testId="lending-settings-problems" />
        <ChangeCount count={count} testId="lending-settings-count" />
        <FormButtons
          submitLabel={t('common.save')}
          submitTestId="lending-settings-submit"
          disabled={saveSettings.isPending || problems.length > 0 || count === 0}
          onCancel={props.onClose}
        />
      </form>
    </Modal>
  );
}
