import type {
  Announcement,
  AnnouncementSummary,
  ContentPage,
  FaqItem,
  HelpArticle,
  HelpCategory,
  Locale,
} from '@exchange/contracts';
import { AppError } from '../../http/app-error.js';
import type { HelpHit } from '../../module.js';
import { rankItems, type SearchItem } from './content.search.js';
import type { ContentStore, LocalizedItem } from './content.store.js';

export interface Paged<T> {
  readonly list: T[];
  readonly total: number;
  readonly pageNo: number;
  readonly pageSize: number;
}

/** Read side of announcements, help centre, FAQ and static pages. Errors: CONTENT_NOT_FOUND. */
export function createContentService(store: ContentStore) {
  async function mustFind(found: Promise<LocalizedItem | undefined>): Promise<LocalizedItem> {
    const item = await found;
    if (!item) throw new AppError('CONTENT_NOT_FOUND');
    return item;
  }

  return {
    async announcements(
      locale: Locale,
      pageNo: number,
      pageSize: number,
    ): Promise<Paged<AnnouncementSummary>> {
      const [total, items] = await Promise.all([
        store.count('announcement'),
        store.listByDate({
          kind: 'announcement',
          locale,
          limit: pageSize,
          offset: (pageNo - 1) * pageSize,
        }),
      ]);
      return { list: items.map(toAnnouncementSummary), total, pageNo, pageSize };
    },

    async announcement(locale: Locale, id: number): Promise<Announcement> {
      const item = await mustFind(store.findOne({ kind: 'announcement', locale, id }));
      return { ...toAnnouncementSummary(item), body: item.body };
    },

    async helpCategories(locale: Locale): Promise<HelpCategory[]> {
      const [categories, articles] = await Promise.all([
        store.listBySort({ kind: 'help_category', locale }),
        store.listBySort({ kind: 'help_article', locale }),
      ]);
      return categories.map((c) => ({
        id: c.id,
        slug: c.slug,
        title: c.title,
        articles: articles
          .filter((a) => a.parentId === c.id)
          .map((a) => ({ id: a.id, title: a.title })),
      }));
    },

    async helpArticle(locale: Locale, id: number): Promise<HelpArticle> {
      const item = await mustFind(store.findOne({ kind: 'help_article', locale, id }));
      const categories = await store.listBySort({ kind: 'help_category', locale });
      const category = categories.find((c) => c.id === item.parentId);
      return {
        id: item.id,
        category: category?.title ?? '',
        title: item.title,
        body: item.body,
        updatedAt: item.updatedAt.toISOString(),
      };
    },

    async faq(locale: Locale): Promise<FaqItem[]> {
      const items = await store.listBySort({ kind: 'faq', locale, withBody: true });
      return items.map((i) => ({ id: i.id, question: i.title, answer: i.body }));
    },

    /**
     * Help articles and FAQ entries answering a question, best first (the
     * support bot's first reply). The published items of one language are
     * few (dozens), so they are ranked in memory.
     */
    async search(locale: Locale, question: string, limit: number): Promise<HelpHit[]> {
      const [articles, faq] = await Promise.all([
        store.listBySort({ kind: 'help_article', locale, withBody: true }),
        store.listBySort({ kind: 'faq', locale, withBody: true }),
      ]);
      const items: SearchItem[] = [
        ...faq.map((i) => ({ kind: 'faq' as const, id: i.id, title: i.title, body: i.body })),
        ...articles.map((i) => ({ kind: 'help' as const, id: i.id, title: i.title, body: i.body })),
      ];
      return rankItems(question, items, locale, limit).map(({ item }) => ({
        kind: item.kind,
        id: item.id,
        title: item.title,
        answer: item.kind === 'faq' ? item.body : null,
      }));
    },

    async page(locale: Locale, slug: string): Promise<ContentPage> {
      const item = await mustFind(store.findOne({ kind: 'page', locale, slug }));
      return {
        slug: item.slug,
        title: item.title,
        body: item.body,
        updatedAt: item.updatedAt.toISOString(),
      };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;

function toAnnouncementSummary(item: LocalizedItem): AnnouncementSummary {
  return {
    id: item.id,
    title: item.title,
    summary: item.summary,
    pinned: item.pinned,
    publishedAt: item.publishedAt.toISOString(),
  };
}
