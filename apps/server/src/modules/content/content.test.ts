import {
  ERRORS,
  PAGE_SLUGS,
  type Announcement,
  type AnnouncementSummary,
  type ContentPage,
  type FaqItem,
  type HelpArticle,
  type HelpCategory,
} from '@exchange/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import type { Paged } from './content.service.js';
import {
  createPGliteDatabase,
  createPostgresDatabase,
  describeWithPostgres,
} from '../../test/db.js';
import { createTestApp, type TestApp } from '../../test/app.js';

interface Reply<T> {
  code: number;
  message: string;
  data: T;
}

/** The same behaviour on both backends: one SQL dialect. */
function contentSuite(open: () => Promise<Database>) {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ database: await open() });
  });
  afterAll(() => t.close());

  async function call<T>(
    url: string,
    query?: Record<string, string | number>,
    lang?: string,
  ): Promise<Reply<T>> {
    return JSON.parse((await t.get(url, query, lang ? { lang } : undefined)).body) as Reply<T>;
  }
  const list = (query: Record<string, number>) =>
    call<Paged<AnnouncementSummary>>('/uc/announcement/list', query);
  const ids = (items: { id: number }[]) => items.map((item) => item.id);

  it('lists announcements pinned first, then newest first, paged', async () => {
    const all = await list({ pageSize: 50 });
    expect(all.code).toBe(0);
    expect(all.data.total).toBeGreaterThanOrEqual(5);
    const items = all.data.list;
    const firstUnpinned = items.findIndex((a) => !a.pinned);
    expect(firstUnpinned).toBeGreaterThan(0);
    expect(items.slice(firstUnpinned).every((a) => !a.pinned)).toBe(true);
    const unpinnedDates = items.slice(firstUnpinned).map((a) => a.publishedAt);
    expect([...unpinnedDates].sort().reverse()).toEqual(unpinnedDates);

    const page1 = await list({ pageNo: 1, pageSize: 2 });
    const page2 = await list({ pageNo: 2, pageSize: 2 });
    expect(page1.data).toMatchObject({ pageNo: 1, pageSize: 2, total: all.data.total });
    expect(ids(page1.data.list)).toEqual(ids(items.slice(0, 2)));
    expect(ids(page2.data.list)).toEqual(ids(items.slice(2, 4)));
    expect((await list({ pageNo: 99, pageSize: 10 })).data.list).toEqual([]);
  });

  it('serves each language where written and English where not', async () => {
    const first = (await list({})).data.list[0];
    expect(first).toBeDefined();
    const detail = (lang?: string) =>
      call<Announcement>('/uc/announcement/detail', { id: first!.id }, lang);
    const [english, chinese, japanese] = await Promise.all([
      detail(),
      detail('zh_CN'),
      detail('ja_JP'),
    ]);
    expect(english.data.body.length).toBeGreaterThan(50);
    expect(chinese.data.title).not.toBe(english.data.title);
    expect(chinese.data.title).toMatch(/[\u4e00-\u9fff]/);
    expect(japanese.data.title).toMatch(/[\u3040-\u30ff]/);
    // A language the item lacks (an operator may write English only) reads English.
    await sql`delete from content_text where item_id = ${first!.id} and locale = 'ko_KR'`.execute(
      t.database.db,
    );
    expect((await detail('ko_KR')).data).toEqual(english.data);
  });

  it('says CONTENT_NOT_FOUND for an id that is not an announcement', async () => {
    const missing = await call('/uc/announcement/detail', { id: 999_999 }, 'zh_CN');
    expect(missing).toMatchObject({
      code: ERRORS.CONTENT_NOT_FOUND.code,
      message: '该文章不存在或已下架',
    });
    const categories = (await call<HelpCategory[]>('/uc/help/categories')).data;
    const article = categories[0]?.articles[0];
    expect(article).toBeDefined();
    expect((await call('/uc/announcement/detail', { id: article!.id })).code).toBe(
      ERRORS.CONTENT_NOT_FOUND.code,
    );
  });

  it('has help categories with articles, each readable', async () => {
    const categories = (await call<HelpCategory[]>('/uc/help/categories', undefined, 'zh_CN')).data;
    expect(categories.length).toBeGreaterThanOrEqual(4);
    for (const category of categories) {
      const first = category.articles[0];
      expect(first).toBeDefined();
      const article = await call<HelpArticle>('/uc/help/detail', { id: first!.id }, 'zh_CN');
      expect(article.code).toBe(0);
      expect(article.data.category).toBe(category.title);
      expect(article.data.body.length).toBeGreaterThan(50);
    }
  });

  it('has an FAQ and every static page', async () => {
    const faq = (await call<FaqItem[]>('/uc/help/faq')).data;
    expect(faq.length).toBeGreaterThanOrEqual(5);
    for (const item of faq) expect(item.answer.length).toBeGreaterThan(10);
    for (const slug of PAGE_SLUGS) {
      const page = await call<ContentPage>('/uc/content/page', { slug }, 'zh_CN');
      expect(page.code).toBe(0);
      expect(page.data.slug).toBe(slug);
      expect(page.data.body.length).toBeGreaterThan(100);
    }
  });
}

describe('content on PGlite', () => contentSuite(createPGliteDatabase));
describeWithPostgres('content on PostgreSQL', () => contentSuite(() => createPostgresDatabase()));
