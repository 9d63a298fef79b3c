import {
  ERRORS,
  LOCALES,
  PERMISSIONS,
  type Announcement,
  type AnnouncementSummary,
  type AuditEntry,
  type ContentCreate,
  type ContentItemView,
  type ContentPage,
  type ContentRow,
  type HelpCategory,
} from '@exchange/contracts';
import { sql, type Migration } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as m0019 from '../../db/migrations/0019_content_admin.js';
import type { Database } from '../../db/database.js';
import { reply } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import {
  consoleGet,
  consoleOperator,
  consolePost,
  type ConsoleOperator,
} from '../../test/console.js';
import {
  createPGliteDatabase,
  createPostgresDatabase,
  describeWithPostgres,
} from '../../test/db.js';
import type { Paged } from '../content/index.js';

const code = (key: keyof typeof ERRORS) => ERRORS[key].code;
let t: TestApp;
let editor: ConsoleOperator;

const post = (path: string, body: unknown = {}) => consolePost(t, editor.token, path, body);
const create = async (body: ContentCreate) => {
  const res = reply<ContentItemView>(await post('/content', body));
  expect(res.code, res.message).toBe(0);
  return res.data;
};
const update = (id: number, body: unknown) => post(`/content/${id}`, body);
const item = async (id: number) =>
  reply<ContentItemView>(await consoleGet(t, editor.token, `/content/${id}`));
const rows = async (query: Record<string, string | number>) =>
  reply<Paged<ContentRow>>(await consoleGet(t, editor.token, '/content', query)).data;

/** What users see, in a language (the `lang` header) or English. */
const publicGet = async <T>(url: string, query: Record<string, string | number>, lang?: string) =>
  reply<T>(await t.get(url, query, lang ? { lang } : undefined));
const announcement = (id: number, lang?: string) =>
  publicGet<Announcement>('/uc/announcement/detail', { id }, lang);
const announcementList = (lang?: string) =>
  publicGet<Paged<AnnouncementSummary>>('/uc/announcement/list', { pageSize: 50 }, lang);

const english = {
  title: 'Listing: ABC/USDT',
  summary: 'ABC trading opens',
  body: 'Trading opens.',
};

/** The same behaviour on both backends: one SQL dialect. */
function contentAdminSuite(open: () => Promise<Database>) {
  beforeAll(async () => {
    t = await createTestApp({ database: await open() });
    rootOperator = undefined;
    await consoleOperator(t, PERMISSIONS);
    editor = await consoleOperator(t, ['content.manage']);
  });
  afterAll(() => t.close());

  it('publishes an announcement written in English, Japanese and Thai; English shows elsewhere', async () => {
    const draft = await create({
      kind: 'announcement',
      slug: 'abc-listing',
      pinned: true,
      texts: {
        en_US: english,
        ja_JP: { title: 'ABC/USDT 上場', summary: 'ABC の取引開始', body: '取引を開始します。' },
        th_TH: { title: 'เปิดเทรด ABC/USDT', body: 'เปิดให้ซื้อขายแล้ว' },
      },
    });
    expect(draft).toMatchObject({ kind: 'announcement', published: false, pinned: true });
    expect(Object.keys(draft.texts).sort()).toEqual(['en_US', 'ja_JP', 'th_TH']);
    // A draft is the console's alone.
    expect((await announcement(draft.id)).code).toBe(code('CONTENT_NOT_FOUND'));
    expect((await announcementList()).data.list.map((a) => a.id)).not.toContain(draft.id);

    t.clock.advance(60_000);
    const published = reply<ContentItemView>(
      await update(draft.id, { published: true, updatedAt: draft.updatedAt }),
    ).data;
    expect(published).toMatchObject({ published: true, publishedAt: t.clock.nowMs() });
    expect(published.updatedAt).toBe(t.clock.nowMs());
    expect(published.updatedAt).toBeGreaterThan(draft.updatedAt);

    const [en, ja, th, de, zh] = await Promise.all(
      [undefined, 'ja_JP', 'th_TH', 'de_DE', 'zh_CN'].map((lang) => announcement(draft.id, lang)),
    );
    expect(en?.data).toMatchObject({ ...english, pinned: true });
    expect(ja?.data).toMatchObject({ title: 'ABC/USDT 上場', body: '取引を開始します。' });
    // Thai has no summary of its own: that field falls back to English alone.
    expect(th?.data).toMatchObject({
      title: 'เปิดเทรด ABC/USDT',
      summary: english.summary,
      body: 'เปิดให้ซื้อขายแล้ว',
    });
    expect(de?.data).toEqual(en?.data);
    expect(zh?.data).toEqual(en?.data);
    const listed = (await announcementList('ja_JP')).data.list.find((a) => a.id === draft.id);
    expect(listed).toMatchObject({ title: 'ABC/USDT 上場', pinned: true });

    const row = (await rows({ kind: 'announcement', q: 'abc/usdt' })).list;
    expect(row).toEqual([
      expect.objectContaining({
        id: draft.id,
        title: english.title,
        locales: ['en_US', 'ja_JP', 'th_TH'],
      }),
    ]);
    expect((await rows({ kind: 'announcement', status: 'draft', q: 'abc' })).list).toEqual([]);
  });

  it('edits a static page, which users see at once; a page keeps its slug and stays published', async () => {
    const [terms] = (await rows({ kind: 'page', q: 'terms' })).list;
    expect(terms).toMatchObject({ slug: 'terms', published: true });
    const before = (await item(terms!.id)).data;
    t.clock.advance(60_000);
    const body = '## Scope\n\nThese terms apply.\n\n- One\n- Two';
    const saved = await update(terms!.id, {
      updatedAt: before.updatedAt,
      texts: { en_US: { body }, zh_CN: { title: '服务条款（修订）' } },
    });
    expect(saved.json().code, saved.body).toBe(0);
    const page = (lang?: string) =>
      publicGet<ContentPage>('/uc/content/page', { slug: 'terms' }, lang);
    expect((await page()).data).toMatchObject({
      title: before.texts.en_US?.title,
      body,
      updatedAt: new Date(t.clock.nowMs()).toISOString(),
    });
    expect((await page('zh_CN')).data.title).toBe('服务条款（修订）');

    const after = (await item(terms!.id)).data;
    for (const [path, change, key] of [
      [`/content/${terms!.id}`, { slug: 'terms-of-use' }, 'CONTENT_PAGE_FIXED'],
      [`/content/${terms!.id}`, { published: false }, 'CONTENT_PAGE_FIXED'],
      [`/content/${terms!.id}/delete`, {}, 'CONTENT_NOT_DELETABLE'],
      [
        '/content',
        { kind: 'page', slug: 'cookies', texts: { en_US: english } },
        'CONTENT_PAGE_FIXED',
      ],
    ] as const)
      expect((await post(path, change)).json().code, JSON.stringify(change)).toBe(code(key));
    expect((await item(terms!.id)).data).toEqual(after);
    expect((await rows({ kind: 'page' })).total).toBe(4);
  });

  it('files help articles under a category; a category with articles is not deleted', async () => {
    const category = await create({
      kind: 'help_category',
      slug: 'api-keys',
      sort: 999,
      published: true,
      texts: { en_US: { title: 'API keys' }, ko_KR: { title: 'API 키' } },
    });
    const article = await create({
      kind: 'help_article',
      slug: 'create-api-key',
      parentId: category.id,
      published: true,
      texts: { en_US: { title: 'Create a key', body: '1. Open settings\n2. Create' } },
    });
    const centre = (await publicGet<HelpCategory[]>('/uc/help/categories', {}, 'ko_KR')).data;
    expect(centre.find((c) => c.id === category.id)).toEqual({
      id: category.id,
      slug: 'api-keys',
      title: 'API 키',
      articles: [{ id: article.id, title: 'Create a key' }],
    });
    const listed = (await rows({ kind: 'help_article', parentId: category.id })).list;
    expect(listed).toEqual([expect.objectContaining({ id: article.id, parentTitle: 'API keys' })]);

    const [someAnnouncement] = (await rows({ kind: 'announcement' })).list;
    const texts = { en_US: { title: 'Orphan', body: 'No home.' } };
    for (const [body, key] of [
      [{ kind: 'help_article', slug: 'orphan', texts }, 'CONTENT_PARENT_INVALID'],
      [
        { kind: 'help_article', slug: 'orphan', parentId: 999_999, texts },
        'CONTENT_PARENT_INVALID',
      ],
      [
        { kind: 'help_article', slug: 'orphan', parentId: someAnnouncement!.id, texts },
        'CONTENT_PARENT_INVALID',
      ],
      [{ kind: 'faq', slug: 'orphan', parentId: category.id, texts }, 'CONTENT_PARENT_INVALID'],
    ] as const)
      expect((await post('/content', body)).json().code, JSON.stringify(body)).toBe(code(key));
    expect((await update(article.id, { parentId: someAnnouncement!.id })).json().code).toBe(
      code('CONTENT_PARENT_INVALID'),
    );
    expect((await rows({ q: 'orphan' })).total).toBe(0);

    expect((await post(`/content/${category.id}/delete`)).json().code).toBe(code('CONTENT_IN_USE'));
    expect((await item(category.id)).code).toBe(0);
    expect((await post(`/content/${article.id}/delete`)).json().code).toBe(0);
    expect((await post(`/content/${category.id}/delete`)).json().code).toBe(0);
    expect((await item(category.id)).code).toBe(code('CONTENT_NOT_FOUND'));
    const after = (await publicGet<HelpCategory[]>('/uc/help/categories', {})).data;
    expect(after.map((c) => c.id)).not.toContain(category.id);
  });

  it('removes a translation with an empty title, but never English', async () => {
    const faq = await create({
      kind: 'faq',
      slug: 'fees-question',
      published: true,
      texts: {
        en_US: { title: 'What are the fees?', body: 'See the fee page.' },
        fr_FR: { title: 'Quels sont les frais ?', body: 'Voir la page des frais.' },
      },
    });
    const removed = reply<ContentItemView>(
      await update(faq.id, { texts: { fr_FR: { title: '' } } }),
    );
    expect(Object.keys(removed.data.texts)).toEqual(['en_US']);
    const french = await publicGet<{ id: number; question: string }[]>('/uc/help/faq', {}, 'fr_FR');
    expect(french.data.find((f) => f.id === faq.id)?.question).toBe('What are the fees?');
    expect((await update(faq.id, { texts: { en_US: { title: '' } } })).json().code).toBe(
      code('CONTENT_ENGLISH_REQUIRED'),
    );
  });

  it('refuses every bad change with a coded error and changes nothing', async () => {
    const target = await create({
      kind: 'announcement',
      slug: 'maintenance-window',
      texts: { en_US: english, es_ES: { title: 'Mantenimiento', body: 'Pausa breve.' } },
    });
    await create({ kind: 'announcement', slug: 'taken-slug', texts: { en_US: english } });
    const snapshot = async () => ({
      item: (await item(target.id)).data,
      total: (await rows({})).total,
      audit: reply<{ total: number }>(
        await consoleGet(t, (await root()).token, '/audit', { action: 'content.' }),
      ).data.total,
    });
    const before = await snapshot();
    const long = (n: number) => 'x'.repeat(n);
    const refused: [string, unknown, keyof typeof ERRORS][] = [
      [
        '/content',
        { kind: 'announcement', slug: 'taken-slug', texts: { en_US: english } },
        'CONTENT_SLUG_TAKEN',
      ],
      [`/content/${target.id}`, { slug: 'taken-slug' }, 'CONTENT_SLUG_TAKEN'],
      [
        '/content',
        { kind: 'faq', slug: 'no-english', texts: { ja_JP: english } },
        'CONTENT_ENGLISH_REQUIRED',
      ],
      [
        '/content',
        { kind: 'faq', slug: 'no-body', texts: { en_US: { title: 'Q' } } },
        'CONTENT_ENGLISH_REQUIRED',
      ],
      [`/content/${target.id}`, { texts: { en_US: { body: '' } } }, 'CONTENT_ENGLISH_REQUIRED'],
      [`/content/${target.id}`, { texts: { de_DE: { body: 'Ohne Titel' } } }, 'FIELD_REQUIRED'],
      [`/content/${target.id}`, { texts: { es_ES: { title: '', body: 'x' } } }, 'FIELD_REQUIRED'],
      [`/content/${target.id}`, { texts: { en_US: { title: long(201) } } }, 'FIELD_TOO_LONG'],
      [`/content/${target.id}`, { texts: { en_US: { summary: long(501) } } }, 'FIELD_TOO_LONG'],
      [`/content/${target.id}`, { texts: { en_US: { body: long(50_001) } } }, 'FIELD_TOO_LONG'],
      [`/content/${target.id}`, { texts: { en_US: { title: 'Two\nlines' } } }, 'FIELD_FORMAT'],
      [`/content/${target.id}`, { texts: { xx_XX: { title: 'Nope' } } }, 'PARAM_INVALID'],
      [`/content/${target.id}`, { slug: 'Not A Slug' }, 'FIELD_FORMAT'],
      [`/content/${target.id}`, { slug: long(81) }, 'FIELD_FORMAT'],
      [`/content/${target.id}`, { sort: -1 }, 'FIELD_OUT_OF_RANGE'],
      [`/content/${target.id}`, { publishedAt: 1 }, 'FIELD_OUT_OF_RANGE'],
      [`/content/${target.id}`, {}, 'FIELD_REQUIRED'],
      [`/content/${target.id}`, { pinned: true, updatedAt: target.updatedAt - 1 }, 'CONTENT_STALE'],
      ['/content/999999', { pinned: true }, 'CONTENT_NOT_FOUND'],
      ['/content/999999/delete', {}, 'CONTENT_NOT_FOUND'],
      ['/content', { kind: 'video', slug: 'x', texts: { en_US: english } }, 'FIELD_FORMAT'],
    ];
    for (const [path, body, key] of refused)
      expect(
        (await post(path, body)).json(),
        `${path} ${JSON.stringify(body).slice(0, 80)}`,
      ).toMatchObject({
        code: code(key),
      });
    expect((await item(999_999)).code).toBe(code('CONTENT_NOT_FOUND'));
    expect(await snapshot()).toEqual(before);
    // The same slug under another kind is a different address.
    expect(
      (
        await post('/content', { kind: 'faq', slug: 'taken-slug', texts: { en_US: english } })
      ).json().code,
    ).toBe(0);
  });

  it('takes all ten languages of a long text in one change', async () => {
    const body = 'ข'.repeat(50_000);
    const texts = Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        { title: `Long ${locale}`, summary: 's'.repeat(500), body },
      ]),
    );
    const made = await create({ kind: 'faq', slug: 'long-answer', texts });
    expect(Object.keys(made.texts)).toHaveLength(10);
    expect(made.texts.id_ID?.body).toHaveLength(50_000);
  });

  it('audits each change with its fields and locales, bodies by length only', async () => {
    const made = await create({
      kind: 'announcement',
      slug: 'audited',
      texts: { en_US: { title: 'Audited', body: 'Secret-ish body text' } },
    });
    t.clock.advance(1000);
    await update(made.id, { published: true, texts: { id_ID: { title: 'Diaudit', body: 'Isi' } } });
    await post(`/content/${made.id}/delete`);
    const log = reply<{ list: AuditEntry[] }>(
      await consoleGet(t, (await root()).token, '/audit', { target: `content:${made.id}` }),
    ).data.list;
    expect(log.map((e) => e.action)).toEqual([
      'content.delete',
      'content.update',
      'content.create',
    ]);
    const [deleted, updated, created] = log;
    expect(updated?.detail).toMatchObject({
      kind: 'announcement',
      slug: 'audited',
      fields: ['published', 'publishedAt'],
      locales: ['id_ID'],
      before: { published: false },
      after: { published: true },
      texts: { id_ID: { change: 'added', title: { before: null, after: 'Diaudit' } } },
    });
    expect(created?.detail).toMatchObject({
      locales: ['en_US'],
      texts: { en_US: { change: 'added', bodyChars: { before: null, after: 20 } } },
    });
    expect(deleted?.detail).toMatchObject({
      locales: ['en_US', 'id_ID'],
      before: { slug: 'audited' },
    });
    expect(JSON.stringify(log)).not.toContain('Secret-ish');
  });

  it('gives content.manage to a superuser role made before it existed, once', async () => {
    const db = t.database.db;
    const superuser = () =>
      sql<{ permissions: string[] }>`
        select permissions from operator_role where lower(name) = 'superuser'`.execute(db);
    await sql`update operator_role set permissions = array_remove(permissions, 'content.manage')`.execute(
      db,
    );
    expect((await superuser()).rows[0]?.permissions).not.toContain('content.manage');
    const migration: Migration = m0019;
    await migration.up(db);
    await migration.up(db);
    const granted = (await superuser()).rows[0]?.permissions ?? [];
    expect(granted.filter((p) => p === 'content.manage')).toHaveLength(1);
    expect(granted).toEqual(expect.arrayContaining([...PERMISSIONS]));
  });

  it('refuses an operator without content.manage', async () => {
    const other = await consoleOperator(t, ['config.manage']);
    for (const res of [
      await consoleGet(t, other.token, '/content'),
      await consolePost(t, other.token, '/content', {
        kind: 'faq',
        slug: 'nope',
        texts: { en_US: english },
      }),
    ])
      expect(res.json()).toMatchObject({ code: code('PERMISSION_DENIED') });
  });
}

describe('content from the console, on PGlite', () => contentAdminSuite(createPGliteDatabase));
describeWithPostgres('content from the console, on PostgreSQL', () =>
  contentAdminSuite(() => createPostgresDatabase()),
);

let rootOperator: ConsoleOperator | undefined;
/** An operator who may read the audit log. */
async function root(): Promise<ConsoleOperator> {
  rootOperator ??= await consoleOperator(t, ['audit.read']);
  return rootOperator;
}
