import {
  CONTENT_FALLBACK_LOCALE,
  CONTENT_LIMITS,
  CONTENT_SLUG_PATTERN,
  LOCALES,
  type ContentCreate,
  type ContentItemView,
  type ContentKind,
  type ContentText,
  type ContentTextInput,
  type ContentUpdate,
  type Locale,
} from '@exchange/contracts';
import type { TextKey } from '../i18n';

/**
 * The content editor's rules, apart from React: which fields each kind
 * has, the form's values, what to send (only what changed), and what is
 * wrong before anything is sent.
 */

/** The fields each kind shows; a hidden field keeps its stored value (it is never sent). */
export const KIND_FIELDS: Readonly<
  Record<
    ContentKind,
    {
      readonly summary: boolean;
      readonly body: boolean;
      readonly sort: boolean;
      readonly pinned: boolean;
      readonly publishedAt: boolean;
      readonly parent: boolean;
    }
  >
> = {
  announcement: {
    summary: true,
    body: true,
    sort: false,
    pinned: true,
    publishedAt: true,
    parent: false,
  },
  help_category: {
    summary: false,
    body: false,
    sort: true,
    pinned: false,
    publishedAt: false,
    parent: false,
  },
  help_article: {
    summary: false,
    body: true,
    sort: true,
    pinned: false,
    publishedAt: false,
    parent: true,
  },
  faq: { summary: false, body: true, sort: true, pinned: false, publishedAt: false, parent: false },
  page: {
    summary: false,
    body: true,
    sort: false,
    pinned: false,
    publishedAt: false,
    parent: false,
  },
};

/** Kinds an operator may create; the static pages always exist. */
export const CREATABLE_KINDS = ['announcement', 'help_category', 'help_article', 'faq'] as const;
export type CreatableKind = (typeof CREATABLE_KINDS)[number];
export const isCreatable = (kind: string): kind is CreatableKind =>
  (CREATABLE_KINDS as readonly string[]).includes(kind);

const EMPTY: ContentText = { title: '', summary: '', body: '' };
const TEXT_FIELDS = ['title', 'summary', 'body'] as const;

export interface FormValues {
  readonly kind: ContentKind;
  readonly slug: string;
  /** The category's id as chosen in the picker; '' for none. */
  readonly parentId: string;
  readonly sort: string;
  readonly pinned: boolean;
  readonly published: boolean;
  /** A `datetime-local` value, local time to the minute. */
  readonly publishedAt: string;
  /** Every locale, '' where it has no text. */
  readonly texts: Readonly<Record<Locale, ContentText>>;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Epoch ms as a `datetime-local` value (local time, to the minute). */
export function toLocalInput(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value as epoch ms; NaN when empty or malformed. */
export const fromLocalInput = (value: string): number =>
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? new Date(value).getTime() : Number.NaN;

/** The form as the item was loaded, or empty for a new item of `kind`. */
export function valuesOf(
  item: ContentItemView | null,
  kind: ContentKind,
  nowMs: number,
): FormValues {
  const texts = Object.fromEntries(
    LOCALES.map((locale) => [locale, item?.texts[locale] ?? EMPTY]),
  ) as Record<Locale, ContentText>;
  return {
    kind: item?.kind ?? kind,
    slug: item?.slug ?? '',
    parentId: item?.parentId === null || item === null ? '' : String(item.parentId),
    sort: String(item?.sort ?? 0),
    pinned: item?.pinned ?? false,
    published: item?.published ?? false,
    publishedAt: toLocalInput(item?.publishedAt ?? nowMs),
    texts,
  };
}

const trimmed = (text: ContentText): ContentText => ({
  title: text.title.trim(),
  summary: text.summary.trim(),
  body: text.body.trim(),
});
type TextField = (typeof TEXT_FIELDS)[number];

/**
 * The text fields a kind shows. Hidden ones (a help article's stored
 * summary, which users never see) are neither compared nor sent.
 */
function visible(kind: ContentKind): readonly TextField[] {
  const fields = KIND_FIELDS[kind];
  return TEXT_FIELDS.filter((f) => f === 'title' || fields[f]);
}

const isEmpty = (text: ContentText, fields: readonly TextField[] = TEXT_FIELDS) =>
  fields.every((f) => text[f].trim() === '');

/** How each locale stands against what is stored, for the tab strip. */
export type LocaleState = 'saved' | 'empty' | 'changed' | 'removing';

export function localeState(
  item: ContentItemView | null,
  values: FormValues,
  locale: Locale,
): LocaleState {
  const fields = visible(values.kind);
  const stored = item?.texts[locale];
  const now = trimmed(values.texts[locale]);
  if (stored && isEmpty(now, fields)) return 'removing';
  const before = stored ?? EMPTY;
  if (fields.some((f) => now[f] !== before[f])) return 'changed';
  return stored ? 'saved' : 'empty';
}

/** One locale's change: the shown fields that differ, or `{ title: '' }` to remove it. */
function textChange(
  kind: ContentKind,
  stored: ContentText | undefined,
  value: ContentText,
): ContentTextInput | null {
  const fields = visible(kind);
  const now = trimmed(value);
  if (stored && isEmpty(now, fields)) return { title: '' };
  const before = stored ?? EMPTY;
  const change: ContentTextInput = {};
  for (const field of fields) if (now[field] !== before[field]) change[field] = now[field];
  return Object.keys(change).length === 0 ? null : change;
}

/** What to send for an existing item: only what differs from it as loaded. */
export function changesOf(item: ContentItemView, values: FormValues): ContentUpdate {
  const fields = KIND_FIELDS[item.kind];
  const change: ContentUpdate = {};
  if (values.slug.trim() !== item.slug) change.slug = values.slug.trim();
  if (fields.parent && values.parentId !== '' && Number(values.parentId) !== item.parentId)
    change.parentId = Number(values.parentId);
  if (fields.sort && Number(values.sort) !== item.sort) change.sort = Number(values.sort);
  if (fields.pinned && values.pinned !== item.pinned) change.pinned = values.pinned;
  if (values.published !== item.published) change.published = values.published;
  // Compared as shown (to the minute), so an untouched date is never sent back.
  if (fields.publishedAt && values.publishedAt !== toLocalInput(item.publishedAt))
    change.publishedAt = fromLocalInput(values.publishedAt);
  const texts: Partial<Record<Locale, ContentTextInput>> = {};
  for (const locale of LOCALES) {
    const text = textChange(item.kind, item.texts[locale], values.texts[locale]);
    if (text) texts[locale] = text;
  }
  if (Object.keys(texts).length > 0) change.texts = texts;
  return change;
}

/** The number of changes, as the editor counts them: each field, each locale. */
export function countChanges(change: ContentUpdate): number {
  const { texts, ...fields } = change;
  return Object.keys(fields).length + Object.keys(texts ?? {}).length;
}

/** What to send for a new item: the kind's fields and every locale with text. */
export function createBodyOf(values: FormValues): ContentCreate {
  const fields = KIND_FIELDS[values.kind];
  const texts: Partial<Record<Locale, ContentTextInput>> = {};
  for (const locale of LOCALES) {
    const text = textChange(values.kind, undefined, values.texts[locale]);
    if (text) texts[locale] = text;
  }
  return {
    kind: values.kind,
    slug: values.slug.trim(),
    ...(fields.parent && values.parentId !== '' ? { parentId: Number(values.parentId) } : {}),
    ...(fields.sort ? { sort: Number(values.sort) } : {}),
    ...(fields.pinned ? { pinned: values.pinned } : {}),
    ...(fields.publishedAt ? { publishedAt: fromLocalInput(values.publishedAt) } : {}),
    published: values.published,
    texts,
  };
}

export interface Problem {
  readonly key: TextKey;
  /** The locale it is about, if any: its tab is marked. */
  readonly locale?: Locale;
}

/** What the server would refuse, found before sending (its checks remain the rule). */
export function problemsOf(values: FormValues): Problem[] {
  const fields = KIND_FIELDS[values.kind];
  const shownFields = visible(values.kind);
  const problems: Problem[] = [];
  if (!CONTENT_SLUG_PATTERN.test(values.slug.trim()))
    problems.push({ key: 'content.problem.slug' });
  if (fields.parent && values.parentId === '') problems.push({ key: 'content.problem.category' });
  const sort = Number(values.sort);
  if (fields.sort && !(Number.isInteger(sort) && sort >= 0 && sort <= CONTENT_LIMITS.sort))
    problems.push({ key: 'content.problem.sort' });
  if (fields.publishedAt && Number.isNaN(fromLocalInput(values.publishedAt)))
    problems.push({ key: 'content.problem.date' });
  const english = trimmed(values.texts[CONTENT_FALLBACK_LOCALE]);
  if (english.title === '')
    problems.push({ key: 'content.problem.englishTitle', locale: CONTENT_FALLBACK_LOCALE });
  if (fields.body && english.body === '')
    problems.push({ key: 'content.problem.englishBody', locale: CONTENT_FALLBACK_LOCALE });
  for (const locale of LOCALES) {
    const text = trimmed(values.texts[locale]);
    if (locale !== CONTENT_FALLBACK_LOCALE && text.title === '' && !isEmpty(text, shownFields))
      problems.push({ key: 'content.problem.localeTitle', locale });
  }
  return problems;
}
