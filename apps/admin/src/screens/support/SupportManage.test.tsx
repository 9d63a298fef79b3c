import type { Permission } from '@exchange/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, operator, renderConsole, type Handlers } from '../../test/harness';
import { AGENTS, CANNED } from '../../test/support';

const API = '/admin-api/support';

function manageServer(
  extra: Handlers = {},
  permissions: Permission[] = ['support.chat', 'support.manage'],
) {
  return fakeServer({
    'GET /admin-api/auth/me': () => ({ data: operator(permissions) }),
    [`GET ${API}/agents`]: () => ({ data: AGENTS }),
    [`GET ${API}/canned`]: (call) => ({
      data: CANNED.filter((c) => c.language === call.query.get('language')),
    }),
    ...extra,
  });
}

describe('support agents', () => {
  it('lists each agent with load, presence and the last 30 days, and saves a new capacity', async () => {
    const server = manageServer({
      [`POST ${API}/agents`]: (call) => {
        const body = call.body as { operatorId: number; displayName: string; capacity: number };
        return {
          data: AGENTS.map((a) => (a.operatorId === body.operatorId ? { ...a, ...body } : a)),
        };
      },
    });
    const { user } = renderConsole({ path: '/support/agents', fetch: server.fetch, token: 't' });
    const rows = await screen.findAllByTestId('support-agent-row');
    expect(rows).toHaveLength(2);
    const bob = rows[1]!;
    for (const text of ['bob', '12', 'No ratings', 'No'])
      expect(within(bob).getByText(text)).toBeTruthy();
    expect(within(rows[0]!).getByText('4.6')).toBeTruthy();

    const save = screen.getByTestId<HTMLButtonElement>('agent-save-2');
    expect(save.disabled).toBe(true);
    const capacity = screen.getByTestId<HTMLInputElement>('agent-capacity-2');
    await user.clear(capacity);
    await user.type(capacity, '51');
    // Beyond what the server takes.
    expect(save.disabled).toBe(true);
    await user.clear(capacity);
    await user.type(capacity, '8');
    await user.click(save);
    await waitFor(() =>
      expect(server.callsTo('POST', `${API}/agents`)[0]?.body).toEqual({
        operatorId: 2,
        displayName: 'Bob',
        capacity: 8,
      }),
    );
    expect((await screen.findByTestId('notice-ok')).textContent).toContain(
      'Support agent Bob saved',
    );
    await waitFor(() =>
      expect(screen.getByTestId<HTMLButtonElement>('agent-save-2').disabled).toBe(true),
    );
    expect(screen.getByTestId<HTMLInputElement>('agent-capacity-2').value).toBe('8');
  });

  it('is neither listed nor served to an agent who does not manage', async () => {
    const server = manageServer({}, ['support.chat']);
    renderConsole({ path: '/support/agents', fetch: server.fetch, token: 't' });
    expect((await screen.findByTestId('no-access')).textContent).toContain('support.manage');
    expect(screen.getByTestId('nav-support')).toBeTruthy();
    expect(screen.queryByTestId('nav-supportAgents')).toBeNull();
    expect(screen.queryByTestId('nav-supportCanned')).toBeNull();
    expect(server.callsTo('GET', `${API}/agents`)).toHaveLength(0);
  });
});

describe('canned replies', () => {
  it('lists one language’s replies, adds, edits and deletes', async () => {
    const server = manageServer({
      [`POST ${API}/canned`]: (call) => ({ data: { id: 9, ...(call.body as object) } }),
      [`POST ${API}/canned/1/delete`]: () => ({ data: null }),
    });
    const { user } = renderConsole({ path: '/support/canned', fetch: server.fetch, token: 't' });
    // The console's language first: nothing in English yet.
    expect((await screen.findByTestId('canned-empty')).textContent).toBe(
      'No canned replies in this language yet.',
    );
    expect(server.callsTo('GET', `${API}/canned`)[0]?.query.get('language')).toBe('en_US');
    await user.selectOptions(screen.getByTestId('canned-language'), 'de_DE');
    await waitFor(() => expect(screen.getAllByTestId('canned-row')).toHaveLength(2));
    expect(screen.getAllByTestId('canned-title').map((n) => n.textContent)).toEqual([
      'Begrüßung',
      'Prüfung',
    ]);

    await user.click(screen.getByTestId('canned-add'));
    const form = screen.getByTestId('canned-form');
    expect(within(form).getByTestId<HTMLSelectElement>('canned-form-language').value).toBe('de_DE');
    await user.type(within(form).getByTestId('canned-form-title'), 'Abschluss');
    await user.type(within(form).getByTestId('canned-form-text'), 'Noch etwas?');
    await user.click(within(form).getByTestId('canned-form-save'));
    await waitFor(() =>
      expect(server.callsTo('POST', `${API}/canned`)[0]?.body).toEqual({
        language: 'de_DE',
        title: 'Abschluss',
        text: 'Noch etwas?',
      }),
    );

    await user.click(screen.getAllByTestId('canned-edit')[1]!);
    const title = screen.getByTestId<HTMLInputElement>('canned-form-title');
    await user.clear(title);
    await user.type(title, 'Prüfung läuft');
    await user.click(screen.getByTestId('canned-form-save'));
    await waitFor(() =>
      expect(server.callsTo('POST', `${API}/canned`)[1]?.body).toEqual({
        id: 2,
        language: 'de_DE',
        title: 'Prüfung läuft',
        text: 'Ich prüfe das sofort.',
      }),
    );

    await user.click(screen.getAllByTestId('canned-delete')[0]!);
    await user.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(server.callsTo('POST', `${API}/canned/1/delete`)).toHaveLength(1));
  });
});
