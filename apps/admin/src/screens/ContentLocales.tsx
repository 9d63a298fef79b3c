import {
  CONTENT_FALLBACK_LOCALE,
  CONTENT_LIMITS,
  LOCALES,
  LOCALE_NATIVE_NAMES,
  type ContentItemView,
  type ContentText,
  type Locale,
} from '@exchange/contracts';
import { useState } from 'react';
import { useI18n } from '../app/context';
import type { TextKey } from '../i18n';
import { ContentPreview } from './ContentPreview';
import { KIND_FIELDS, localeState, type FormValues, type LocaleState } from './contentForm';

const STATE_LABEL: Record<LocaleState | 'invalid', TextKey> = {
  saved: 'content.locale.saved',
  empty: 'content.locale.empty',
  changed: 'content.locale.changed',
  removing: 'content.locale.removing',
  invalid: 'content.locale.invalid',
};
const STATE_MARK: Record<LocaleState | 'invalid', string> = {
  saved: '●',
  empty: '○',
  changed: '✎',
  removing: '✕',
  invalid: '!',
};

interface ContentLocalesProps {
  readonly item: ContentItemView | null;
  readonly values: FormValues;
  onChange(next: FormValues): void;
  readonly locale: Locale;
  onLocale(locale: Locale): void;
  /** Locales with a problem to fix before saving. */
  readonly invalid: ReadonlySet<Locale>;
}

/**
 * The ten languages as tabs, each marked with how it stands (translated,
 * not translated, changed, to be removed, needing attention), and the
 * chosen language's title, summary and body with a preview.
 */
export function ContentLocales(props: ContentLocalesProps) {
  const { t } = useI18n();
  const { values, locale } = props;
  const translated = LOCALES.filter((l) => values.texts[l].title.trim() !== '').length;
  const setText = (text: ContentText) =>
    props.onChange({ ...values, texts: { ...values.texts, [locale]: text } });

  return (
    <section className="content-locales" data-testid="content-locales">
      <header className="panel-head">
        <h2>{t('content.languages')}</h2>
        <span className="muted" data-testid="content-translated">
          {t('content.translatedCount', { count: translated, total: LOCALES.length })}
        </span>
      </header>
      <div className="locale-tabs" role="tablist">
        {LOCALES.map((l) => {
          const state = props.invalid.has(l) ? 'invalid' : localeState(props.item, values, l);
          return (
            <button
              key={l}
              type="button"
              role="tab"
              aria-selected={l === locale}
              className={`locale-tab ${state}`}
              data-testid={`locale-tab-${l}`}
              data-state={state}
              title={t(
                l === CONTENT_FALLBACK_LOCALE ? 'content.locale.english' : STATE_LABEL[state],
              )}
              onClick={() => props.onLocale(l)}
            >
              <span className="locale-mark" aria-hidden="true">
                {STATE_MARK[state]}
              </span>
              {LOCALE_NATIVE_NAMES[l]}
              {l === CONTENT_FALLBACK_LOCALE && <span className="required">*</span>}
            </button>
          );
        })}
      </div>
      <LocaleText
        key={locale}
        {...props}
        text={values.texts[locale]}
        english={values.texts[CONTENT_FALLBACK_LOCALE]}
        onText={setText}
      />
    </section>
  );
}

function LocaleText(
  props: ContentLocalesProps & {
    readonly text: ContentText;
    readonly english: ContentText;
    onText(text: ContentText): void;
  },
) {
  const { t } = useI18n();
  const [preview, setPreview] = useState(false);
  const { text, english, locale } = props;
  const fields = KIND_FIELDS[props.values.kind];
  const isEnglish = locale === CONTENT_FALLBACK_LOCALE;
  const faq = props.values.kind === 'faq';
  const state = localeState(props.item, props.values, locale);
  const stored = props.item?.texts[locale];
  const counter = (value: string, max: number) => (
    <small className={value.length > max ? 'bad' : 'muted'}>
      {t('content.chars', { count: value.length.toLocaleString(), max: max.toLocaleString() })}
    </small>
  );

  return (
    <div className="locale-text stack" role="tabpanel" data-testid="locale-text">
      <p className="muted">
        {isEnglish ? t('content.locale.english') : t('content.fallbackNote')}
        {!isEnglish && state === 'removing' && (
          <>
            {' '}
            <strong className="bad">{t('content.locale.removing')}</strong>{' '}
            <button
              type="button"
              className="small"
              data-testid="locale-keep"
              onClick={() => stored && props.onText(stored)}
            >
              {t('content.keepLocale')}
            </button>
          </>
        )}
      </p>
      <label className="field">
        <span>{t(faq ? 'content.field.question' : 'content.field.title')}</span>
        <input
          data-testid="content-title"
          maxLength={CONTENT_LIMITS.title}
          value={text.title}
          placeholder={isEnglish ? '' : english.title}
          onChange={(e) => props.onText({ ...text, title: e.target.value })}
        />
        {counter(text.title, CONTENT_LIMITS.title)}
      </label>
      {fields.summary && (
        <label className="field">
          <span>{t('content.field.summary')}</span>
          <textarea
            data-testid="content-summary"
            rows={2}
            maxLength={CONTENT_LIMITS.summary}
            value={text.summary}
            placeholder={isEnglish ? '' : english.summary}
            onChange={(e) => props.onText({ ...text, summary: e.target.value })}
          />
          <small className="muted">{t('content.summaryHint')}</small>
          {counter(text.summary, CONTENT_LIMITS.summary)}
        </label>
      )}
      {fields.body && (
        <label className="field">
          <span>{t(faq ? 'content.field.answer' : 'content.field.body')}</span>
          <textarea
            data-testid="content-body"
            className="content-body"
            rows={14}
            maxLength={CONTENT_LIMITS.body}
            value={text.body}
            onChange={(e) => props.onText({ ...text, body: e.target.value })}
          />
          <small className="muted">{t('content.bodyHint')}</small>
          {counter(text.body, CONTENT_LIMITS.body)}
        </label>
      )}
      <div className="locale-actions">
        {fields.body && (
          <button
            type="button"
            data-testid="content-preview-toggle"
            onClick={() => setPreview(!preview)}
          >
            {preview ? t('content.hidePreview') : t('content.preview')}
          </button>
        )}
        {!isEnglish && stored && state !== 'removing' && (
          <button
            type="button"
            className="danger"
            data-testid="locale-remove"
            onClick={() => props.onText({ title: '', summary: '', body: '' })}
          >
            {t('content.removeLocale')}
          </button>
        )}
      </div>
      {preview && fields.body && (
        <ContentPreview
          title={text.title || english.title}
          body={text.body}
          fallback={english.body}
        />
      )}
    </div>
  );
}
