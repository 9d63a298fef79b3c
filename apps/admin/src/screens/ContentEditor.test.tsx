import type { ContentItemView, ContentRow } from '@exchange/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, operator, renderConsole, type Handlers } from '../test/harness';

const ANNOUNCEMENT: ContentItemView = {
  id: 7,
  kind: 'announcement',
  slug: 'abc-listing',
  parentId: null,
  sort: 0,
  pinned: false,
  published: true,
  publishedAt: Date.UTC(2026, 10, 1, 8, 30),
  updatedAt: 1_790_000_000_000,
  texts: {
    en_US: { title: 'ABC listing', summary: 'ABC opens', body: 'Trading opens.' },
    ja_JP: { title: 'ABC 上場', summary: '', body: '取引開始' },
  },
};
const TERMS: ContentItemView = {
  ...ANNOUNCEMENT,
  id: 9,
  kind: 'page',
  slug: 'terms',
  texts: { en_US: { title: 'Terms', summary: '', body: 'These terms apply.' } },
};
const CATEGORY: ContentRow = {
  id: 3,
  kind: 'help_category',
  slug: 'account',
  parentId: null,
  parentTitle: null,
  sort: 10,
  pinned: false,
  published: true,
  publishedAt: 1_790_000_000_000,
  updatedAt: 1_790_000_000_000,
  title: 'Account',
  locales: ['en_US'],
};

function editorServer(extra: Handlers = {}) {
  return fakeServer({
    'GET /admin-api/auth/me': () => ({ data: operator(['content.manage']) }),
    'GET /admin-api/content/7': () => ({ data: ANNOUNCEMENT }),
    'GET /admin-api/content/9': () => ({ data: TERMS }),
    'GET /admin-api/content': () => ({
      data: { list: [CATEGORY], total: 1, pageNo: 1, pageSize: 200 },
    }),
    ...extra,
  });
}

const save = () => screen.getByTestId<HTMLButtonElement>('content-save');

describe('content editor', () => {
  it('sends only the changed fields and locales, with the version it started from', async () => {
    const server = editorServer({
      'POST /admin-api/content/7': () => ({
        data: { ...ANNOUNCEMENT, updatedAt: 1_790_000_100_000 },
      }),
    });
    const { user } = renderConsole({ path: '/content/7', fetch: server.fetch, token: 't' });
    const title = await screen.findByTestId<HTMLInputElement>('content-title');
    expect(title.value).toBe('ABC listing');
    expect(save().disabled).toBe(true);
    expect(screen.getByTestId('locale-tab-ja_JP').dataset.state).toBe('saved');
    expect(screen.getByTestId('locale-tab-de_DE').dataset.state).toBe('empty');

    await user.type(screen.getByTestId('content-body'), ' Deposits too.');
    await user.click(screen.getByTestId('content-pinned'));
    await user.click(screen.getByTestId('locale-tab-ja_JP'));
    await user.clear(screen.getByTestId('content-title'));
    await user.type(screen.getByTestId('content-title'), 'ABC 新規上場');
    await user.click(screen.getByTestId('locale-tab-ko_KR'));
    await user.type(screen.getByTestId('content-title'), 'ABC 상장');
    expect(screen.getByTestId('locale-tab-ko_KR').dataset.state).toBe('changed');
    expect(screen.getByTestId('content-changes').textContent).toBe('Changes to save: 4');
    await user.click(save());

    expect((await screen.findByTestId('notice-ok')).textContent).toContain('Saved “ABC listing”');
    expect(server.callsTo('POST', '/admin-api/content/7')[0]?.body).toEqual({
      pinned: true,
      updatedAt: ANNOUNCEMENT.updatedAt,
      texts: {
        en_US: { body: 'Trading opens. Deposits too.' },
        ja_JP: { title: 'ABC 新規上場' },
        ko_KR: { title: 'ABC 상장' },
      },
    });
    // The saved version is the new starting point: nothing left to save.
    await waitFor(() => expect(save().disabled).toBe(true));
  });

  it('removes a translation, and can take the removal back before saving', async () => {
    const server = editorServer({
      'POST /admin-api/content/7': () => ({ data: ANNOUNCEMENT }),
    });
    const { user } = renderConsole({
      path: '/content/7?locale=ja_JP',
      fetch: server.fetch,
      token: 't',
    });
    expect((await screen.findByTestId<HTMLInputElement>('content-title')).value).toBe('ABC 上場');
    await user.click(screen.getByTestId('locale-remove'));
    expect(screen.getByTestId('locale-tab-ja_JP').dataset.state).toBe('removing');
    await user.click(screen.getByTestId('locale-keep'));
    expect(screen.getByTestId('locale-tab-ja_JP').dataset.state).toBe('saved');
    await user.click(screen.getByTestId('locale-remove'));
    await user.click(save());
    await screen.findByTestId('notice-ok');
    expect(server.callsTo('POST', '/admin-api/content/7')[0]?.body).toEqual({
      updatedAt: ANNOUNCEMENT.updatedAt,
      texts: { ja_JP: { title: '' } },
    });
  });

  it("shows the server's refusal and keeps the edit", async () => {
    const server = editorServer({
      'POST /admin-api/content/7': () => ({
        code: 21007,
        message: 'Someone changed this item after you opened it',
      }),
    });
    const { user } = renderConsole({ path: '/content/7', fetch: server.fetch, token: 't' });
    await user.type(await screen.findByTestId('content-title'), '!');
    await user.click(save());
    expect((await screen.findByTestId('content-error')).textContent).toContain(
      'Someone changed this item',
    );
    expect(screen.getByTestId('notice-error').textContent).toContain('Someone changed this item');
    expect(screen.getByTestId<HTMLInputElement>('content-title').value).toBe('ABC listing!');
  });

  it('finds what the server would refuse before sending it', async () => {
    const server = editorServer();
    const { user } = renderConsole({ path: '/content/7', fetch: server.fetch, token: 't' });
    await user.clear(await screen.findByTestId('content-title'));
    await user.click(screen.getByTestId('locale-tab-th_TH'));
    await user.type(screen.getByTestId('content-body'), 'ไม่มีหัวข้อ');
    const problems = screen.getByTestId('content-problems');
    expect(problems.textContent).toContain('English needs a title');
    expect(problems.textContent).toContain('ไทย has text but no title');
    expect(screen.getByTestId('locale-tab-en_US').dataset.state).toBe('invalid');
    expect(screen.getByTestId('locale-tab-th_TH').dataset.state).toBe('invalid');
    expect(save().disabled).toBe(true);
  });

  it('creates a help article in its category, then opens it', async () => {
    const created = {
      ...ANNOUNCEMENT,
      id: 12,
      kind: 'help_article',
      parentId: 3,
      slug: 'reset-2fa',
    };
    const server = editorServer({
      'POST /admin-api/content': () => ({ data: created }),
      'GET /admin-api/content/12': () => ({ data: created }),
    });
    const { user } = renderConsole({
      path: '/content/new?kind=help_article',
      fetch: server.fetch,
      token: 't',
    });
    await user.click(await screen.findByTestId('content-save'));
    expect(screen.getByTestId('content-problems').textContent).toContain(
      'Choose the help category',
    );
    expect(server.callsTo('POST', '/admin-api/content')).toHaveLength(0);

    await user.type(screen.getByTestId('content-slug'), 'reset-2fa');
    await user.selectOptions(await screen.findByTestId('content-category'), '3');
    await user.type(screen.getByTestId('content-title'), 'Reset 2FA');
    await user.type(screen.getByTestId('content-body'), '1. Open security');
    await user.click(screen.getByTestId('locale-tab-zh_CN'));
    await user.type(screen.getByTestId('content-title'), '重置双重验证');
    await user.click(save());

    await screen.findByTestId('content-updated');
    expect(server.callsTo('POST', '/admin-api/content')[0]?.body).toEqual({
      kind: 'help_article',
      slug: 'reset-2fa',
      parentId: 3,
      sort: 0,
      published: false,
      texts: {
        en_US: { title: 'Reset 2FA', body: '1. Open security' },
        zh_CN: { title: '重置双重验证' },
      },
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit Help article #12');
  });

  it('keeps a static page published and its slug fixed, and has no delete', async () => {
    const server = editorServer();
    renderConsole({ path: '/content/9', fetch: server.fetch, token: 't' });
    expect((await screen.findByTestId<HTMLInputElement>('content-slug')).readOnly).toBe(true);
    expect(screen.getByTestId<HTMLInputElement>('content-published').disabled).toBe(true);
    expect(screen.queryByTestId('content-delete')).toBeNull();
    expect(screen.queryByTestId('content-summary')).toBeNull();
  });

  it('previews the body as users will read it, English where a translation has none', async () => {
    const server = editorServer();
    const { user } = renderConsole({ path: '/content/7', fetch: server.fetch, token: 't' });
    const body = await screen.findByTestId('content-body');
    await user.clear(body);
    await user.type(body, '## Scope{enter}{enter}- One{enter}- Two');
    await user.click(screen.getByTestId('content-preview-toggle'));
    const preview = screen.getByTestId('content-preview');
    expect(within(preview).getByRole('heading', { level: 3 }).textContent).toBe('Scope');
    expect(
      within(preview)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['One', 'Two']);
    await user.click(screen.getByTestId('locale-tab-de_DE'));
    await user.click(screen.getByTestId('content-preview-toggle'));
    expect(screen.getByTestId('content-preview').textContent).toContain('users see the English');
  });

  it('asks before leaving with unsaved changes', async () => {
    const server = editorServer();
    const { user } = renderConsole({ path: '/content/7', fetch: server.fetch, token: 't' });
    await user.type(await screen.findByTestId('content-title'), '?');
    await user.click(screen.getByTestId('content-back'));
    expect(screen.getByTestId('confirm-dialog').textContent).toContain('unsaved changes');
    await user.click(screen.getByTestId('confirm-cancel'));
    expect(screen.getByTestId<HTMLInputElement>('content-title').value).toBe('ABC listing?');
    await user.click(screen.getByTestId('content-back'));
    await user.click(screen.getByTestId('confirm-ok'));
    expect(await screen.findByTestId('content-tabs')).toBeTruthy();
  });
});
