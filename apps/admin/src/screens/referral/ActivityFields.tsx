import { ACTIVITY_KINDS, LOCALE_NATIVE_NAMES, LOCALES, type Locale } from '@exchange/contracts';
import { useState } from 'react';
import { useI18n } from '../../app/context';
import { Field, FormSection, SelectField } from '../marketFields';
import {
  ACTIVITY_TEXT_MAX,
  hasTarget,
  hasText,
  localZone,
  utcMinute,
  windowOf,
  type ActivityDraft,
} from './activityRules';

/** The sections of the activity form: what it pays and for what, when it runs, its texts. */

interface SectionProps {
  readonly draft: ActivityDraft;
  set<K extends keyof ActivityDraft>(key: K): (value: ActivityDraft[K]) => void;
  invalid(field: string): boolean;
}

const isKind = (value: string): value is ActivityDraft['kind'] =>
  (ACTIVITY_KINDS as readonly string[]).includes(value);

/**
 * Kind, coin, reward, the target in USDT (deposits for a deposit activity,
 * trading for a trade activity; a claim activity has none) and the number
 * of rewards.
 */
export function RewardFields(props: SectionProps) {
  const { t } = useI18n();
  const { draft: d, set, invalid } = props;
  const coin = d.asset.trim().toUpperCase();
  return (
    <FormSection
      title={t('referral.activity.reward')}
      note={t(`referral.activity.kindNote.${d.kind}`)}
      testId="activity-reward-section"
    >
      <div className="form-grid">
        <SelectField
          label={t('col.kind')}
          testId="activity-kind"
          value={d.kind}
          options={ACTIVITY_KINDS.map((kind) => ({
            value: kind,
            label: t(`referral.activity.kind.${kind}`),
          }))}
          onChange={(kind) => {
            if (isKind(kind)) set('kind')(kind);
          }}
        />
        <Field
          label={t('col.coin')}
          testId="activity-asset"
          kind="text"
          value={d.asset}
          onChange={set('asset')}
          invalid={invalid('asset')}
          hint={t('referral.activity.assetHint')}
        />
        <Field
          label={t('referral.activity.rewardEach')}
          testId="activity-reward"
          value={d.reward}
          onChange={set('reward')}
          invalid={invalid('reward')}
          unit={coin}
          hint={t('referral.activity.rewardHint')}
        />
        {hasTarget(d.kind) && (
          <Field
            label={t(`referral.activity.targetOf.${d.kind}`)}
            testId="activity-target"
            value={d.targetUsdt}
            onChange={set('targetUsdt')}
            invalid={invalid('targetUsdt')}
            unit="USDT"
            hint={t(`referral.activity.targetHint.${d.kind}`)}
          />
        )}
        <Field
          label={t('referral.activity.slots')}
          testId="activity-slots"
          kind="whole"
          value={d.slots}
          onChange={set('slots')}
          invalid={invalid('slots')}
          hint={t('referral.activity.slotsHint')}
        />
      </div>
    </FormSection>
  );
}

/** A local date and time in the browser's picker, with the same instant in UTC beneath. */
function TimeField(props: {
  label: string;
  testId: string;
  value: string;
  ms: number;
  invalid: boolean;
  onChange(value: string): void;
}) {
  const { t } = useI18n();
  return (
    <label className="field">
      <span>{props.label}</span>
      <input
        type="datetime-local"
        data-testid={props.testId}
        aria-invalid={props.invalid || undefined}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <small className="muted" data-testid={`${props.testId}-utc`}>
        {Number.isNaN(props.ms) ? '' : t('referral.activity.utcIs', { utc: utcMinute(props.ms) })}
      </small>
    </label>
  );
}

/** The window, in the operator's local time (said, with the zone), each end also in UTC. */
export function WindowFields(props: SectionProps) {
  const { t } = useI18n();
  const { draft: d, set, invalid } = props;
  const window = windowOf(d);
  return (
    <FormSection
      title={t('referral.activity.window')}
      note={t('referral.activity.windowNote', { zone: localZone() })}
      testId="activity-window-section"
    >
      <div className="form-grid">
        <TimeField
          label={t('referral.activity.startsAt')}
          testId="activity-starts"
          value={d.startsAt}
          ms={window.startsAt}
          invalid={invalid('startsAt')}
          onChange={set('startsAt')}
        />
        <TimeField
          label={t('referral.activity.endsAt')}
          testId="activity-ends"
          value={d.endsAt}
          ms={window.endsAt}
          invalid={invalid('endsAt')}
          onChange={set('endsAt')}
        />
      </div>
    </FormSection>
  );
}

/**
 * The title and text in each of the ten languages, one language at a time
 * behind its tab (marked when given); English is required, and users of
 * a language left empty see the English.
 */
export function TextFields(props: SectionProps) {
  const { t } = useI18n();
  const { draft: d, set, invalid } = props;
  const [locale, setLocale] = useState<Locale>('en_US');
  const english = locale === 'en_US';
  const setText = (field: 'title' | 'body') => (value: string) =>
    set(field)({ ...d[field], [locale]: value });
  const given = LOCALES.filter((l) => hasText(d, l)).length;
  return (
    <FormSection
      title={t('referral.activity.texts')}
      note={t('referral.activity.textsNote', { count: given, total: LOCALES.length })}
      testId="activity-texts"
    >
      <div className="locale-tabs" role="tablist">
        {LOCALES.map((l) => {
          const state = invalid(`locale:${l}`) ? 'invalid' : hasText(d, l) ? 'saved' : 'empty';
          return (
            <button
              key={l}
              type="button"
              role="tab"
              aria-selected={l === locale}
              className={`locale-tab ${state}`}
              data-testid={`activity-locale-${l}`}
              data-state={state}
              onClick={() => setLocale(l)}
            >
              <span className="locale-mark" aria-hidden="true">
                {state === 'invalid' ? '!' : state === 'saved' ? '●' : '○'}
              </span>
              {LOCALE_NATIVE_NAMES[l]}
              {l === 'en_US' && <span className="required">*</span>}
            </button>
          );
        })}
      </div>
      <div className="stack" role="tabpanel">
        <label className="field">
          <span>{t('referral.activity.title', { language: LOCALE_NATIVE_NAMES[locale] })}</span>
          <input
            data-testid="activity-title"
            maxLength={ACTIVITY_TEXT_MAX}
            aria-invalid={(english ? invalid('titleEn') : invalid(`locale:${locale}`)) || undefined}
            value={d.title[locale]}
            placeholder={english ? '' : d.title.en_US}
            onChange={(event) => setText('title')(event.target.value)}
            autoFocus
          />
        </label>
        <label className="field">
          <span>{t('referral.activity.body', { language: LOCALE_NATIVE_NAMES[locale] })}</span>
          <textarea
            data-testid="activity-body"
            rows={5}
            maxLength={ACTIVITY_TEXT_MAX}
            aria-invalid={(english ? invalid('bodyEn') : invalid(`locale:${locale}`)) || undefined}
            value={d.body[locale]}
            placeholder={english ? '' : d.body.en_US}
            onChange={(event) => setText('body')(event.target.value)}
          />
          <small className="muted">
            {t(english ? 'referral.activity.englishHint' : 'referral.activity.otherHint')}
          </small>
        </label>
      </div>
    </FormSection>
  );
}
