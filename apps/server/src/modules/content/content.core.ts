import {
  CONTENT_FALLBACK_LOCALE,
  LOCALES,
  type ContentKind,
  type ContentText,
  type ContentTextsInput,
  type Locale,
} from '@exchange/contracts';
import { AppError } from '../../http/app-error.js';

/**
 * The rules of editing content, pure: how sent texts combine with stored
 * ones, what English must hold, and what an audit entry says changed.
 */

/** The stored text of each locale an item has. */
export type Texts = Partial<Record<Locale, ContentText>>;

const TEXT_FIELDS = ['title', 'summary', 'body'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

/** One locale's change, as applied to the store and summarised in the audit log. */
export interface LocaleChange {
  readonly locale: Locale;
  readonly change: 'added' | 'edited' | 'removed';
  readonly fields: readonly TextField[];
  readonly before: ContentText | undefined;
  /** Undefined when removed. */
  readonly after: ContentText | undefined;
}

/** Help categories are only a title; every other kind is read, so it needs a body. */
const needsBody = (kind: ContentKind) => kind !== 'help_category';

const hasWords = (value: string | undefined) => value !== undefined && value !== '';

/**
 * Applies `input` to the stored `before` texts. For each locale sent: a
 * title of '' removes the translation; otherwise the fields sent replace
 * the stored ones (a new locale starts empty). Sending what is already
 * stored changes nothing. Errors: FIELD_REQUIRED (a translation with text
 * but no title), CONTENT_ENGLISH_REQUIRED (English removed, or left
 * without a title, or without a body where the kind needs one).
 */
export function applyTexts(
  kind: ContentKind,
  before: Texts,
  input: ContentTextsInput,
): { after: Texts; changes: LocaleChange[] } {
  const changes: LocaleChange[] = [];
  for (const locale of LOCALES) {
    const sent = input[locale];
    if (!sent) continue;
    const stored = before[locale];
    const titleRequired = () => new AppError('FIELD_REQUIRED', { field: `texts.${locale}.title` });
    if (sent.title === '') {
      // Removal is explicit: text sent beside an empty title is a mistake, not a removal.
      if (hasWords(sent.summary) || hasWords(sent.body)) throw titleRequired();
      if (locale === CONTENT_FALLBACK_LOCALE) throw new AppError('CONTENT_ENGLISH_REQUIRED');
      if (!stored) continue;
      changes.push({
        locale,
        change: 'removed',
        fields: TEXT_FIELDS,
        before: stored,
        after: undefined,
      });
      continue;
    }
    const title = sent.title ?? stored?.title;
    if (title === undefined) {
      if (hasWords(sent.summary) || hasWords(sent.body)) throw titleRequired();
      continue;
    }
    const merged: ContentText = {
      title,
      summary: sent.summary ?? stored?.summary ?? '',
      body: sent.body ?? stored?.body ?? '',
    };
    const fields = TEXT_FIELDS.filter((f) => merged[f] !== (stored?.[f] ?? ''));
    if (stored && fields.length === 0) continue;
    changes.push({
      locale,
      change: stored ? 'edited' : 'added',
      fields: stored ? fields : TEXT_FIELDS.filter((f) => merged[f] !== ''),
      before: stored,
      after: merged,
    });
  }
  const changed = new Map(changes.map((c) => [c.locale, c.after]));
  const after: Texts = {};
  for (const locale of LOCALES) {
    const text = changed.has(locale) ? changed.get(locale) : before[locale];
    if (text) after[locale] = text;
  }
  const english = after[CONTENT_FALLBACK_LOCALE];
  if (!english || (needsBody(kind) && english.body === ''))
    throw new AppError('CONTENT_ENGLISH_REQUIRED');
  return { after, changes };
}

/** Every stored locale removed: what deleting an item does to its texts. */
export function removeAll(before: Texts): LocaleChange[] {
  return LOCALES.flatMap((locale) => {
    const stored = before[locale];
    return stored
      ? [
          {
            locale,
            change: 'removed' as const,
            fields: TEXT_FIELDS,
            before: stored,
            after: undefined,
          },
        ]
      : [];
  });
}

/** What an item holds apart from its texts, as the audit log shows it. */
export interface ItemFields {
  readonly slug: string;
  readonly parentId: number | null;
  readonly sort: number;
  readonly pinned: boolean;
  readonly published: boolean;
  readonly publishedAt: number;
}

const ITEM_FIELDS = ['slug', 'parentId', 'sort', 'pinned', 'published', 'publishedAt'] as const;
type ItemField = (typeof ITEM_FIELDS)[number];

/** The fields whose value differs, in a fixed order. */
export function changedFields(before: ItemFields, after: ItemFields): ItemField[] {
  return ITEM_FIELDS.filter((field) => before[field] !== after[field]);
}

/** Dates in the audit log are read by people: ISO 8601 rather than epoch milliseconds. */
function auditValue(field: ItemField, value: ItemFields[ItemField]): unknown {
  return field === 'publishedAt' ? new Date(Number(value)).toISOString() : value;
}

function pick(item: ItemFields, fields: readonly ItemField[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((f) => [f, auditValue(f, item[f])]));
}

/**
 * A locale's change without whole bodies: titles in full (they name the
 * text), summaries in full when changed (at most 500 characters), bodies
 * by their length.
 */
function describeLocale(c: LocaleChange): Record<string, unknown> {
  const described: Record<string, unknown> = {
    change: c.change,
    fields: c.fields,
    title: { before: c.before?.title ?? null, after: c.after?.title ?? null },
  };
  if (c.fields.includes('summary'))
    described.summary = { before: c.before?.summary ?? null, after: c.after?.summary ?? null };
  if (c.fields.includes('body'))
    described.bodyChars = {
      before: c.before?.body.length ?? null,
      after: c.after?.body.length ?? null,
    };
  return described;
}

/** The audit detail of a change: which fields and locales, their values before and after. */
export function auditDetail(
  kind: ContentKind,
  before: ItemFields | null,
  after: ItemFields | null,
  changes: readonly LocaleChange[],
): Record<string, unknown> {
  // A creation or deletion shows every field; an edit only those that changed.
  const fields = before && after ? changedFields(before, after) : [...ITEM_FIELDS];
  return {
    kind,
    slug: (after ?? before)?.slug ?? '',
    fields,
    locales: changes.map((c) => c.locale),
    before: before ? pick(before, fields) : null,
    after: after ? pick(after, fields) : null,
    texts: Object.fromEntries(changes.map((c) => [c.locale, describeLocale(c)])),
  };
}
