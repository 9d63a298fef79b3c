import { LOCALES, type ContentRow, type Permission } from '@exchange/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, operator, renderConsole, type Call, type Handlers } from '../test/harness';

const row = (over: Partial<ContentRow>): ContentRow => ({
  id: 1,
  kind: 'announcement',
  slug: 'item',
  parentId: null,
  parentTitle: null,
  sort: 0,
  pinned: false,
  published: true,
  publishedAt: 1_790_000_000_000,
  updatedAt: 1_790_000_000_000,
  title: 'Item',
  locales: ['en_US'],
  ...over,
});

const ROWS: ContentRow[] = [
  row({ id: 1, slug: 'maintenance', title: 'Maintenance', pinned: true, locales: [...LOCALES] }),
  row({ id: 2, slug: 'new-listing', title: 'New listing', published: false }),
  row({ id: 3, kind: 'help_category', slug: 'account', title: 'Account', sort: 10 }),
  row({
    id: 4,
    kind: 'help_article',
    slug: 'reset',
    title: 'Reset',
    parentId: 3,
    parentTitle: 'Account',
  }),
  row({ id: 5, kind: 'page', slug: 'terms', title: 'Terms of service' }),
];

/** Answers a list request as the server would filter it, by kind and status. */
function listed(call: Call) {
  const kind = call.query.get('kind');
  const status = call.query.get('status');
  const list = ROWS.filter(
    (r) => (!kind || r.kind === kind) && (!status || r.published === (status === 'published')),
  );
  return { data: { list, total: list.length, pageNo: 1, pageSize: 50 } };
}

function contentServer(permissions: readonly Permission[], extra: Handlers = {}) {
  return fakeServer({
    'GET /admin-api/auth/me': () => ({ data: operator(permissions) }),
    'GET /admin-api/content': listed,
    ...extra,
  });
}

const titles = () =>
  screen
    .getAllByTestId('content-row')
    .map((r) => within(r).getByTestId('content-link').textContent);

describe('content list', () => {
  it('opens on announcements with status, pinning and translated languages', async () => {
    const server = contentServer(['content.manage']);
    renderConsole({ path: '/content', fetch: server.fetch, token: 't' });
    await screen.findAllByTestId('content-row');
    expect(titles()).toEqual(['Maintenance', 'New listing']);
    expect(screen.getByTestId('nav-content').textContent).toBe('Content');
    const [maintenance, draft] = screen.getAllByTestId('content-row');
    expect(within(maintenance!).getByTestId('content-languages').textContent).toBe('10/10');
    expect(within(draft!).getByTestId('content-languages').textContent).toBe('1/10');
    expect(within(draft!).getByTestId('content-languages').getAttribute('title')).toContain(
      '简体中文',
    );
    expect(within(draft!).getByText('Draft')).toBeTruthy();
    expect(server.callsTo('GET', '/admin-api/content')[0]?.query.get('kind')).toBe('announcement');
    expect(screen.getByTestId('content-new').textContent).toBe('New announcement');
  });

  it('keeps the kind and filters in the address and asks the server for them', async () => {
    const server = contentServer(['content.manage']);
    const { user } = renderConsole({ path: '/content', fetch: server.fetch, token: 't' });
    await screen.findAllByTestId('content-row');
    await user.click(screen.getByTestId('content-tab-help_article'));
    await waitFor(() => expect(titles()).toEqual(['Reset']));
    expect(within(screen.getByTestId('content-row')).getByText('Account')).toBeTruthy();
    expect(screen.getByTestId('content-new').textContent).toBe('New help article');

    await user.click(screen.getByTestId('content-tab-all'));
    await waitFor(() => expect(titles()).toHaveLength(5));
    await user.selectOptions(screen.getByTestId('filter-status'), 'draft');
    await waitFor(() => expect(titles()).toEqual(['New listing']));
    const last = server.callsTo('GET', '/admin-api/content').at(-1);
    expect(last?.query.get('status')).toBe('draft');
    expect(last?.query.has('kind')).toBe(false);

    // The status filter stays across tabs: no page is a draft.
    await user.click(screen.getByTestId('content-tab-page'));
    await waitFor(() => expect(screen.getByTestId('table-empty')).toBeTruthy());
    await user.selectOptions(screen.getByTestId('filter-status'), '');
    await waitFor(() => expect(titles()).toEqual(['Terms of service']));
    expect(screen.queryByTestId('content-new')).toBeNull();
  });

  it('deletes after a confirmation; a page cannot be deleted; refusals show the server message', async () => {
    const server = contentServer(['content.manage'], {
      'POST /admin-api/content/2/delete': () => ({ data: null }),
      'POST /admin-api/content/3/delete': () => ({
        code: 21003,
        message: 'This help category still has articles; move or delete them first',
      }),
    });
    const { user } = renderConsole({ path: '/content?kind=', fetch: server.fetch, token: 't' });
    await screen.findAllByTestId('content-row');
    const rowOf = (title: string) =>
      screen.getAllByTestId('content-row').find((r) => within(r).queryByText(title))!;

    expect(
      within(rowOf('Terms of service')).getByTestId<HTMLButtonElement>('content-delete').disabled,
    ).toBe(true);
    await user.click(within(rowOf('New listing')).getByTestId('content-delete'));
    expect(screen.getByTestId('confirm-dialog').textContent).toContain('Delete “New listing”?');
    await user.click(screen.getByTestId('confirm-ok'));
    expect((await screen.findByTestId('notice-ok')).textContent).toContain('Deleted “New listing”');
    expect(server.callsTo('POST', '/admin-api/content/2/delete')).toHaveLength(1);

    await user.click(within(rowOf('Account')).getByTestId('content-delete'));
    await user.click(screen.getByTestId('confirm-ok'));
    expect((await screen.findByTestId('notice-error')).textContent).toContain('still has articles');
  });

  it('opens the editor from a row', async () => {
    const server = contentServer(['content.manage'], {
      'GET /admin-api/content/1': () => ({
        data: {
          ...ROWS[0],
          texts: { en_US: { title: 'Maintenance', summary: '', body: 'Soon.' } },
        },
      }),
    });
    const { user } = renderConsole({ path: '/content', fetch: server.fetch, token: 't' });
    await user.click((await screen.findAllByTestId('content-edit'))[0]!);
    expect((await screen.findByTestId<HTMLInputElement>('content-slug')).value).toBe('maintenance');
  });

  it('is neither listed nor opened without content.manage', async () => {
    const server = contentServer(['config.manage']);
    renderConsole({ path: '/content/1', fetch: server.fetch, token: 't' });
    expect((await screen.findByTestId('no-access')).textContent).toContain('content.manage');
    expect(screen.queryByTestId('nav-content')).toBeNull();
    expect(server.calls.filter((c) => c.path.startsWith('/admin-api/content'))).toHaveLength(0);
  });
});
