import { CONTENT_LIMITS, type ContentRow } from '@exchange/contracts';
import { useI18n } from '../app/context';
import { CREATABLE_KINDS, KIND_FIELDS, type FormValues } from './contentForm';

interface ContentFieldsProps {
  readonly values: FormValues;
  onChange(next: FormValues): void;
  /** A new item chooses its kind; a stored one keeps it. */
  readonly creating: boolean;
  /** The help categories, for a help article's picker. */
  readonly categories: readonly ContentRow[];
}

/** What an item holds apart from its texts, as its kind has it. */
export function ContentFields(props: ContentFieldsProps) {
  const i18n = useI18n();
  const { t, term } = i18n;
  const { values, onChange } = props;
  const fields = KIND_FIELDS[values.kind];
  const isPage = values.kind === 'page';
  const set = (change: Partial<FormValues>) => onChange({ ...values, ...change });

  return (
    <div className="form-grid content-fields" data-testid="content-fields">
      {props.creating && (
        <label className="field">
          <span>{t('content.field.kind')}</span>
          <select
            data-testid="content-kind"
            value={values.kind}
            onChange={(e) => {
              const kind = CREATABLE_KINDS.find((k) => k === e.target.value);
              if (kind) set({ kind });
            }}
          >
            {CREATABLE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {term('contentKind', kind)}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="field">
        <span>{t('content.field.slug')}</span>
        <input
          data-testid="content-slug"
          className="mono"
          required
          maxLength={CONTENT_LIMITS.slug}
          pattern="[a-z0-9][a-z0-9\-]*"
          readOnly={isPage}
          value={values.slug}
          onChange={(e) => set({ slug: e.target.value })}
        />
        <small className="muted">{t(isPage ? 'content.slugFixed' : 'content.slugHint')}</small>
      </label>
      {fields.parent && (
        <label className="field">
          <span>{t('content.field.category')}</span>
          <select
            data-testid="content-category"
            required
            value={values.parentId}
            onChange={(e) => set({ parentId: e.target.value })}
          >
            <option value="">{t('content.pickCategory')}</option>
            {props.categories.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.title || c.slug}
                {c.published ? '' : ` (${t('content.status.draft')})`}
              </option>
            ))}
          </select>
        </label>
      )}
      {fields.sort && (
        <label className="field">
          <span>{t('content.field.sort')}</span>
          <input
            data-testid="content-sort"
            className="num"
            inputMode="numeric"
            pattern="[0-9]{1,7}"
            required
            value={values.sort}
            onChange={(e) => set({ sort: e.target.value.trim() })}
          />
          <small className="muted">{t('content.sortHint')}</small>
        </label>
      )}
      {fields.publishedAt && (
        <label className="field">
          <span>{t('content.field.publishedAt')}</span>
          <input
            data-testid="content-published-at"
            type="datetime-local"
            required
            value={values.publishedAt}
            onChange={(e) => set({ publishedAt: e.target.value })}
          />
          <small className="muted">{t('content.publishedAtHint')}</small>
        </label>
      )}
      <div className="field content-flags">
        <label className="check">
          <input
            type="checkbox"
            data-testid="content-published"
            checked={values.published}
            disabled={isPage}
            onChange={(e) => set({ published: e.target.checked })}
          />
          <span>{t('content.field.published')}</span>
        </label>
        {fields.pinned && (
          <label className="check">
            <input
              type="checkbox"
              data-testid="content-pinned"
              checked={values.pinned}
              onChange={(e) => set({ pinned: e.target.checked })}
            />
            <span>{t('content.field.pinned')}</span>
          </label>
        )}
        <small className="muted">
          {isPage ? t('content.publishedFixed') : values.published ? '' : t('content.draftNote')}
        </small>
      </div>
    </div>
  );
}
