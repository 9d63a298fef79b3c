import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, operator, renderConsole, type Call, type Handlers } from '../test/harness';
import {
  NOTARISED_DETAIL,
  NOTARISED_ROW,
  PRIMARY,
  PRIMARY_DETAIL,
  pageOf,
  photo,
} from '../test/identity';

const API = '/admin-api/identity/applications';
const documentCalls = (server: ReturnType<typeof fakeServer>) =>
  server.calls.filter((c) => c.path.includes('/documents/'));

// jsdom has no object URLs: each photo gets a name, and what was revoked is kept.
let created: Blob[] = [];
let revoked: string[] = [];
beforeEach(() => {
  created = [];
  revoked = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      created.push(blob);
      return `blob:photo-${created.length}`;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    value: (url: string) => revoked.push(url),
  });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

function identityServer(extra: Handlers = {}) {
  return fakeServer({
    'GET /admin-api/auth/me': () => ({ data: operator(['identity.review', 'users.read']) }),
    [`GET ${API}`]: () => ({ data: pageOf([PRIMARY, { ...NOTARISED_ROW, firstApprovedBy: 7 }]) }),
    [`GET ${API}/5`]: () => ({ data: PRIMARY_DETAIL }),
    [`GET ${API}/5/documents/idCardFront`]: () => ({ response: photo() }),
    [`GET ${API}/5/documents/idCardBack`]: () => ({ response: photo() }),
    [`GET ${API}/5/documents/handHeldIdCard`]: () => ({ response: photo() }),
    [`GET ${API}/9`]: () => ({ data: NOTARISED_DETAIL }),
    [`GET ${API}/9/documents/notarised`]: () => ({ response: photo() }),
    ...extra,
  });
}

/** The application as the server now holds it, changed by each decision. */
function deciding(initial: object) {
  let current = initial;
  return {
    get: () => ({ data: current }),
    set: (change: object) => {
      current = { ...current, ...change };
      return { data: current };
    },
  };
}

const facts = () => screen.getByTestId('identity-facts');

describe('identity applications', () => {
  it('lists the applications under review, with level, state, name and screening', async () => {
    const server = identityServer();
    renderConsole({ path: '/identity', fetch: server.fetch, token: 't' });
    const rows = await screen.findAllByTestId('identity-row');
    expect(rows).toHaveLength(2);
    const [primary, notarised] = rows as [HTMLElement, HTMLElement];
    expect(within(primary).getByTestId('user-link').textContent).toBe('80012345');
    expect(within(primary).getByText('Primary')).toBeTruthy();
    expect(within(primary).getByTestId('identity-status').textContent).toBe('Under review');
    expect(within(primary).getByText('Mei Lin')).toBeTruthy();
    expect(within(primary).getByText('SG')).toBeTruthy();
    expect(within(primary).getByTestId('screening-outcome').textContent).toBe('Hit');
    expect(within(notarised).getByTestId('identity-status').textContent).toBe(
      'Awaiting second approval',
    );
    expect(within(notarised).getByText('Not screened')).toBeTruthy();
    expect(server.callsTo('GET', API)[0]?.query.get('status')).toBe('under_review');
    expect(screen.getByTestId('nav-identity').textContent).toBe('Identity');
    // The queue never fetches a photo: each fetch is a view the user is told about.
    expect(documentCalls(server)).toHaveLength(0);
  });

  it('filters by level, status and name, UID or user id', async () => {
    const server = identityServer();
    const { user } = renderConsole({ path: '/identity', fetch: server.fetch, token: 't' });
    await screen.findAllByTestId('identity-row');
    await user.selectOptions(screen.getByTestId('filter-level'), 'notarised');
    await user.selectOptions(screen.getByTestId('filter-status'), 'failed');
    await user.type(screen.getByTestId('filter-q'), '80012345{Enter}');
    await waitFor(() =>
      expect(server.callsTo('GET', API).at(-1)?.query.toString()).toBe(
        'pageNo=1&pageSize=20&level=notarised&status=failed&q=80012345',
      ),
    );
  });

  it('fetches the photos as images with the token only when an application is opened', async () => {
    const server = identityServer();
    const { user } = renderConsole({ path: '/identity', fetch: server.fetch, token: 't' });
    const [primary] = await screen.findAllByTestId('identity-row');
    expect(documentCalls(server)).toHaveLength(0);
    await user.click(within(primary!).getByTestId('identity-open'));

    const front = await screen.findByRole('img', { name: 'ID front' });
    await screen.findByRole('img', { name: 'Holding the ID' });
    expect(screen.getByRole('img', { name: 'ID back' })).toBeTruthy();
    expect(front.getAttribute('src')).toMatch(/^blob:photo-\d$/);
    const calls = documentCalls(server);
    expect(calls.map((c) => c.path.split('/').at(-1)).sort()).toEqual([
      'handHeldIdCard',
      'idCardBack',
      'idCardFront',
    ]);
    expect(calls.every((c: Call) => c.headers.get('x-admin-token') === 't')).toBe(true);
    expect(created.map((b) => b.type)).toEqual(['image/png', 'image/png', 'image/png']);

    // Enlarging shows the copy already fetched: not another view.
    await user.click(within(screen.getByTestId('document-idCardFront')).getByRole('button'));
    const large = within(screen.getByTestId('document-enlarged')).getByRole('img');
    expect(large.getAttribute('src')).toBe(front.getAttribute('src'));
    expect(documentCalls(server)).toHaveLength(3);

    // The facts, the screening and the earlier attempt are beside them.
    expect(within(facts()).getByTestId('identity-number').textContent).toBe('E12345678');
    expect(within(facts()).getByText('Passport')).toBeTruthy();
    expect(screen.getByTestId('identity-screening').textContent).toContain(
      'Similar name on a watch list',
    );
    const [earlier] = screen.getAllByTestId('history-row');
    expect(within(earlier!).getByText('Photo blurred')).toBeTruthy();

    // Leaving the application lets the photos go.
    await user.click(screen.getByText('All applications'));
    await screen.findAllByTestId('identity-row');
    expect(revoked.sort()).toEqual(['blob:photo-1', 'blob:photo-2', 'blob:photo-3']);
  });

  it("shows the server's refusal of a photo in its place", async () => {
    const server = identityServer({
      [`GET ${API}/5/documents/idCardBack`]: () => ({
        response: new Response(
          JSON.stringify({
            code: 24006,
            message: 'Verification application not found',
            data: null,
          }),
          { status: 404, headers: { 'content-type': 'application/json' } },
        ),
      }),
    });
    renderConsole({ path: '/identity/5', fetch: server.fetch, token: 't' });
    const back = await screen.findByTestId('document-idCardBack');
    expect((await within(back).findByRole('alert')).textContent).toContain(
      'Verification application not found',
    );
    expect(await screen.findByRole('img', { name: 'ID front' })).toBeTruthy();
  });

  it('approves a primary application, then shows it passed with the decisions closed', async () => {
    const application = deciding(PRIMARY_DETAIL);
    const server = identityServer({
      [`GET ${API}/5`]: application.get,
      [`POST ${API}/5/approve`]: () =>
        application.set({
          status: 'passed',
          reviewedBy: 1,
          reviewedAt: '2025-01-03T00:00:00.000Z',
        }),
    });
    const { user } = renderConsole({ path: '/identity/5', fetch: server.fetch, token: 't' });
    const approve = await screen.findByTestId<HTMLButtonElement>('identity-approve');
    expect(approve.textContent).toBe('Approve');
    await user.click(approve);
    expect(screen.getByTestId('confirm-dialog').textContent).toContain(
      'Pass the Primary verification of Mei Lin (application #5)?',
    );
    expect(server.callsTo('POST', `${API}/5/approve`)).toHaveLength(0);
    await user.click(screen.getByTestId('confirm-ok'));

    expect((await screen.findByTestId('notice-ok')).textContent).toContain(
      'Application #5 approved',
    );
    expect(server.callsTo('POST', `${API}/5/approve`)[0]?.body).toEqual({});
    await waitFor(() =>
      expect(within(facts()).getByTestId('identity-status').textContent).toBe('Passed'),
    );
    expect(screen.queryByTestId('confirm-dialog')).toBeNull();
    await waitFor(() => expect(server.callsTo('GET', `${API}/5`).length).toBeGreaterThanOrEqual(2));
    for (const id of ['identity-approve', 'identity-reject', 'identity-resubmit'])
      expect(screen.getByTestId<HTMLButtonElement>(id).disabled).toBe(true);
    expect(screen.getByTestId('identity-closed')).toBeTruthy();
    // Reading the application again does not view the photos again.
    expect(documentCalls(server)).toHaveLength(3);
  });

  it('takes two operators for a notarised application, and shows the refusal of the same one', async () => {
    const application = deciding(NOTARISED_DETAIL);
    let approvals = 0;
    const server = identityServer({
      [`GET ${API}/9`]: application.get,
      [`POST ${API}/9/approve`]: () => {
        approvals += 1;
        if (approvals === 1) return application.set({ firstApprovedBy: 1 });
        return {
          code: 24009,
          message: 'A second operator must give the final approval; you gave the first',
        };
      },
    });
    const { user } = renderConsole({ path: '/identity/9', fetch: server.fetch, token: 't' });
    const approve = await screen.findByTestId('identity-approve');
    expect(approve.textContent).toBe('First approval');
    await user.click(approve);
    expect(screen.getByTestId('confirm-dialog').textContent).toContain(
      'A second operator must then give the final approval',
    );
    await user.click(screen.getByTestId('confirm-ok'));

    expect((await screen.findByTestId('notice-ok')).textContent).toContain(
      'Application #9: first approval recorded, awaiting second approval',
    );
    await waitFor(() =>
      expect(within(facts()).getByTestId('identity-status').textContent).toBe(
        'Awaiting second approval',
      ),
    );
    expect(within(facts()).getByText('Operator #1')).toBeTruthy();
    expect(screen.getByTestId('identity-approve').textContent).toBe('Final approval');
    expect(screen.getByTestId('identity-own-first')).toBeTruthy();

    await user.click(screen.getByTestId('identity-approve'));
    expect(screen.getByTestId('confirm-dialog').textContent).toContain(
      'Operator #1 gave the first approval',
    );
    await user.click(screen.getByTestId('confirm-ok'));
    expect((await screen.findByTestId('notice-error')).textContent).toContain(
      'A second operator must give the final approval; you gave the first',
    );
    expect(screen.getByTestId('confirm-dialog')).toBeTruthy();
    expect(within(facts()).getByTestId('identity-status').textContent).toBe(
      'Awaiting second approval',
    );
  });

  it('rejects with a reason for the user, an internal note and the final mark', async () => {
    const application = deciding(PRIMARY_DETAIL);
    const server = identityServer({
      [`GET ${API}/5`]: application.get,
      [`POST ${API}/5/reject`]: (call) => {
        const body = call.body as { reason: string; note: string; final: boolean };
        return application.set({
          status: 'failed',
          rejectReason: body.reason,
          internalNote: body.note,
          final: body.final,
        });
      },
      [`POST ${API}/5/reopen`]: () => application.set({ final: false }),
    });
    const { user } = renderConsole({ path: '/identity/5', fetch: server.fetch, token: 't' });
    await user.click(await screen.findByTestId('identity-reject'));
    const ok = screen.getByTestId<HTMLButtonElement>('reason-ok');
    expect(ok.disabled).toBe(true);
    await user.type(screen.getByTestId('reason-input'), 'The photo does not match the ID');
    await user.type(screen.getByTestId('note-input'), 'Second account of a known user');
    await user.click(screen.getByTestId('final-input'));
    await user.click(ok);

    expect((await screen.findByTestId('notice-ok')).textContent).toContain(
      'Application #5 rejected',
    );
    expect(server.callsTo('POST', `${API}/5/reject`)[0]?.body).toEqual({
      reason: 'The photo does not match the ID',
      note: 'Second account of a known user',
      final: true,
    });
    await waitFor(() =>
      expect(within(facts()).getByTestId('identity-status').textContent).toBe('Failed'),
    );
    expect(within(facts()).getByText('Second account of a known user')).toBeTruthy();
    expect(screen.getByTestId<HTMLButtonElement>('identity-approve').disabled).toBe(true);

    // A final refusal can be lifted, after a confirmation; the refusal stays.
    await user.click(await screen.findByTestId('identity-reopen'));
    expect(server.callsTo('POST', `${API}/5/reopen`)).toHaveLength(0);
    await user.click(screen.getByTestId('confirm-ok'));
    expect((await screen.findAllByTestId('notice-ok')).at(-1)?.textContent).toContain(
      'The user may apply again',
    );
    expect(server.callsTo('POST', `${API}/5/reopen`)[0]?.body).toEqual({});
    await waitFor(() => expect(screen.queryByTestId('identity-reopen')).toBeNull());
    expect(within(facts()).getByTestId('identity-status').textContent).toBe('Failed');
  });

  it('asks for one document again, chosen among those of the level', async () => {
    const application = deciding(PRIMARY_DETAIL);
    const server = identityServer({
      [`GET ${API}/5`]: application.get,
      [`POST ${API}/5/resubmit`]: (call) =>
        application.set({
          status: 'resubmit',
          resubmit: call.body as { document: 'idCardBack'; reason: string },
        }),
    });
    const { user } = renderConsole({ path: '/identity/5', fetch: server.fetch, token: 't' });
    await user.click(await screen.findByTestId('identity-resubmit'));
    const options = within(screen.getByTestId('document-input'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['—', 'ID front', 'ID back', 'Holding the ID']);
    await user.selectOptions(screen.getByTestId('document-input'), 'idCardBack');
    await user.type(screen.getByTestId('reason-input'), 'The back is cut off');
    await user.click(screen.getByTestId('reason-ok'));

    expect((await screen.findByTestId('notice-ok')).textContent).toContain(
      'Application #5: a new photo was requested',
    );
    expect(server.callsTo('POST', `${API}/5/resubmit`)[0]?.body).toEqual({
      document: 'idCardBack',
      reason: 'The back is cut off',
    });
    await waitFor(() =>
      expect(within(facts()).getByTestId('identity-status').textContent).toBe(
        'Resubmission requested',
      ),
    );
    expect(within(facts()).getByText('ID back: The back is cut off')).toBeTruthy();
  });

  it('is neither listed nor opened without identity.review', async () => {
    const server = fakeServer({
      'GET /admin-api/auth/me': () => ({ data: operator(['withdrawals.review']) }),
    });
    renderConsole({ path: '/identity/5', fetch: server.fetch, token: 't' });
    expect((await screen.findByTestId('no-access')).textContent).toContain('identity.review');
    expect(screen.queryByTestId('nav-identity')).toBeNull();
    expect(server.calls.filter((c) => c.path.startsWith('/admin-api/identity'))).toHaveLength(0);
  });
});
