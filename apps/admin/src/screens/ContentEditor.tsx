import {
  CONTENT_FALLBACK_LOCALE,
  LOCALES,
  LOCALE_NATIVE_NAMES,
  type ContentItemView,
  type ContentKind,
  type Locale,
} from '@exchange/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useBlocker, useNavigate, useParams, useSearchParams } from 'react-router';
import { useContentActions, useContentCategories, useContentItem } from '../api/content';
import { describeError } from '../api/describe';
import { useI18n } from '../app/context';
import { NotFound } from '../app/guards';
import { ConfirmDialog } from '../components/dialogs';
import { Page } from '../components/Page';
import { formatTime } from '../lib/format';
import { ContentFields } from './ContentFields';
import { ContentLocales } from './ContentLocales';
import {
  KIND_FIELDS,
  changesOf,
  countChanges,
  createBodyOf,
  isCreatable,
  problemsOf,
  valuesOf,
} from './contentForm';

/** `/content/new?kind=…` creates an item; `/content/:id` edits one. */
export function ContentEditor() {
  const { id } = useParams();
  const [search] = useSearchParams();
  if (id === undefined) {
    const asked = search.get('kind') ?? '';
    const kind = isCreatable(asked) ? asked : 'announcement';
    return <EditorForm key={`new:${kind}`} item={null} kind={kind} />;
  }
  const n = Number(id);
  if (!Number.isSafeInteger(n) || n <= 0) return <NotFound />;
  return <LoadedEditor key={n} id={n} />;
}

function LoadedEditor(props: { id: number }) {
  const { t } = useI18n();
  const item = useContentItem(props.id);
  if (!item.data) {
    return (
      <Page title={`#${props.id}`}>
        <p
          className={item.error ? 'table-error' : 'muted'}
          role={item.error ? 'alert' : undefined}
          data-testid="content-loading"
        >
          {item.error ? describeError(item.error, t) : t('common.loading')}
        </p>
      </Page>
    );
  }
  // A saved change comes back as a new version: the form starts afresh from it.
  return <EditorForm key={item.data.updatedAt} item={item.data} kind={item.data.kind} />;
}

/**
 * The editor: the item's fields, then its text in each of the ten
 * languages. A change sends only what differs from the item as loaded,
 * with the version it was loaded at; leaving with unsaved changes asks
 * first.
 */
function EditorForm(props: { item: ContentItemView | null; kind: ContentKind }) {
  const { t, term } = useI18n();
  const { item } = props;
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const [initial] = useState(() => valuesOf(item, props.kind, Date.now()));
  const [values, setValues] = useState(initial);
  const [tried, setTried] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const leaving = useRef(false);
  const categories = useContentCategories(KIND_FIELDS[values.kind].parent);
  const { create, update, remove } = useContentActions();

  const asked = search.get('locale');
  const locale = LOCALES.find((l) => l === asked) ?? CONTENT_FALLBACK_LOCALE;
  const setLocale = (next: Locale) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next === CONTENT_FALLBACK_LOCALE) params.delete('locale');
        else params.set('locale', next);
        return params;
      },
      { replace: true },
    );

  const change = item ? changesOf(item, values) : null;
  const count = change ? countChanges(change) : 0;
  const dirty = item ? count > 0 : JSON.stringify(values) !== JSON.stringify(initial);
  // A new form is not scolded before its first attempt; an edit shows at once what it broke.
  const showProblems = item !== null || tried;
  const problems = showProblems ? problemsOf(values) : [];
  const invalid = new Set(problems.flatMap((p) => (p.locale ? [p.locale] : [])));
  const pending = create.isPending || update.isPending;
  const failure = item ? update.error : create.error;
  const title = values.texts[CONTENT_FALLBACK_LOCALE].title.trim() || values.slug.trim();

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  const leaveTo = (path: string) => {
    leaving.current = true;
    navigate(path, { replace: true });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (pending || problemsOf(values).length > 0) return;
    if (!item) {
      create.mutate(
        { body: createBodyOf(values), title },
        { onSuccess: (made) => leaveTo(`/content/${made.id}`) },
      );
    } else if (change && count > 0) {
      update.mutate({ id: item.id, change: { ...change, updatedAt: item.updatedAt }, title });
    }
  };

  return (
    <Page
      title={
        item
          ? t('content.editTitle', { kind: term('contentKind', item.kind), id: item.id })
          : t('content.createTitle', { kind: term('contentKind', values.kind) })
      }
      actions={
        <>
          <Link to={`/content?kind=${values.kind}`} data-testid="content-back">
            {t('content.back')}
          </Link>
          {item && item.kind !== 'page' && (
            <button
              type="button"
              className="danger"
              data-testid="content-delete"
              onClick={() => setDeleting(true)}
            >
              {t('common.delete')}
            </button>
          )}
        </>
      }
    >
      <form className="content-editor" onSubmit={submit} noValidate>
        <section className="panel">
          <ContentFields
            values={values}
            onChange={setValues}
            creating={item === null}
            categories={categories.data ?? []}
          />
          {item && (
            <p className="muted" data-testid="content-updated">
              {t('content.lastChanged', { time: formatTime(item.updatedAt) })}
            </p>
          )}
        </section>
        <section className="panel">
          <ContentLocales
            item={item}
            values={values}
            onChange={setValues}
            locale={locale}
            onLocale={setLocale}
            invalid={invalid}
          />
        </section>
        <div className="panel content-save">
          {problems.length > 0 && (
            <ul className="form-error" data-testid="content-problems">
              {problems.map((p) => (
                <li key={`${p.key}:${p.locale ?? ''}`}>
                  {t(p.key, { locale: p.locale ? LOCALE_NATIVE_NAMES[p.locale] : '' })}
                </li>
              ))}
            </ul>
          )}
          {failure && (
            <p className="form-error" role="alert" data-testid="content-error">
              {describeError(failure, t)}
            </p>
          )}
          <div className="content-save-line">
            <span className="muted" data-testid="content-changes">
              {item && (count === 0 ? t('content.noChange') : t('content.changeCount', { count }))}
            </span>
            <button
              type="submit"
              className="primary"
              data-testid="content-save"
              disabled={pending || (item !== null && (count === 0 || problems.length > 0))}
            >
              {item ? t('common.save') : t('common.create')}
            </button>
          </div>
        </div>
      </form>
      {deleting && item && (
        <ConfirmDialog
          title={t('content.deleteTitle', { kind: term('contentKind', item.kind) })}
          message={t('content.deleteConfirm', { title })}
          confirmLabel={t('common.delete')}
          danger
          pending={remove.isPending}
          onCancel={() => setDeleting(false)}
          onConfirm={() =>
            remove.mutate(
              { id: item.id, title },
              { onSuccess: () => leaveTo(`/content?kind=${item.kind}`) },
            )
          }
        />
      )}
      {blocker.state === 'blocked' && (
        <ConfirmDialog
          title={t('content.leaveTitle')}
          message={t('content.leaveMessage')}
          confirmLabel={t('content.leave')}
          danger
          pending={false}
          onCancel={() => blocker.reset()}
          onConfirm={() => blocker.proceed()}
        />
      )}
    </Page>
  );
}
