import type { Locale } from '@exchange/contracts';

/** A published help article or FAQ entry, in the asker's language. */
export interface SearchItem {
  readonly kind: 'help' | 'faq';
  readonly id: number;
  readonly title: string;
  /** The content's light markup (`rich-text.ts`); its marks are not words. */
  readonly body: string;
}

export interface SearchHit {
  readonly item: SearchItem;
  readonly score: number;
}

/** A word's weight where it appears: a question is mostly answered by the title it matches. */
const TITLE_WEIGHT = 3;
const BODY_WEIGHT = 1;
/** Below this share of the question's words found, an item is not an answer. */
const MIN_COVERAGE = 0.34;

const segmenters = new Map<Locale, Intl.Segmenter>();

/**
 * The words of a text, lower-cased, in its language's own segmentation:
 * Chinese, Japanese and Thai have no spaces, and `Intl.Segmenter` (ICU's
 * dictionaries, in every Node build we support) splits them into words
 * where splitting on spaces would give one long token. One-letter Latin
 * words ("a", "I") say nothing; one CJK character often does.
 */
export function wordsOf(text: string, locale: Locale): string[] {
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale.replace('_', '-'), { granularity: 'word' });
    segmenters.set(locale, segmenter);
  }
  const words: string[] = [];
  for (const part of segmenter.segment(text.toLowerCase())) {
    if (!part.isWordLike) continue;
    const word = part.segment;
    if (/^[\p{Script=Latin}\d]$/u.test(word)) continue;
    words.push(word);
  }
  return words;
}

/**
 * Ranks items against a question: each distinct word of the question that
 * an item contains counts, more in the title than the body, scaled by how
 * rare the word is among the items (a word every article has tells
 * nothing). Items that contain too small a share of the question's words
 * are dropped; ties keep the given order (the operator's).
 */
export function rankItems(
  question: string,
  items: readonly SearchItem[],
  locale: Locale,
  limit: number,
): SearchHit[] {
  const asked = [...new Set(wordsOf(question, locale))];
  if (asked.length === 0 || items.length === 0) return [];
  const indexed = items.map((item) => ({
    item,
    title: new Set(wordsOf(item.title, locale)),
    body: new Set(wordsOf(item.body, locale)),
  }));
  const rarity = new Map(
    asked.map((word) => {
      const having = indexed.filter((i) => i.title.has(word) || i.body.has(word)).length;
      return [word, Math.log(1 + items.length / (1 + having))];
    }),
  );
  const hits: SearchHit[] = [];
  for (const { item, title, body } of indexed) {
    let score = 0;
    let found = 0;
    for (const word of asked) {
      const weight = title.has(word) ? TITLE_WEIGHT : body.has(word) ? BODY_WEIGHT : 0;
      if (weight === 0) continue;
      found += 1;
      score += weight * (rarity.get(word) ?? 0);
    }
    if (found / asked.length >= MIN_COVERAGE && score > 0) hits.push({ item, score });
  }
  return hits.sort((a, b) => b.score - a.score).slice(0, limit);
}
