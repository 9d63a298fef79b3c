import { PERMISSIONS } from '@exchange/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, operator, renderConsole } from '../test/harness';
import { SECTIONS } from './sections';

function serverFor(permissions: Parameters<typeof operator>[0]) {
  return fakeServer({ 'GET /admin-api/auth/me': () => ({ data: operator(permissions) }) });
}

describe('navigation', () => {
  it("lists only the sections the operator's role allows", async () => {
    const server = serverFor(['withdrawals.review', 'audit.read', 'identity.review']);
    renderConsole({ path: '/withdrawals', fetch: server.fetch, token: 't' });
    await screen.findByTestId('nav-withdrawals');
    const shown = SECTIONS.filter((s) => screen.queryByTestId(`nav-${s.id}`)).map((s) => s.id);
    expect(shown).toEqual(['dashboard', 'identity', 'withdrawals', 'audit']);
  });

  it('lists every section for a role with every permission', async () => {
    const server = serverFor([...PERMISSIONS]);
    renderConsole({ path: '/', fetch: server.fetch, token: 't' });
    await screen.findByTestId('nav-dashboard');
    for (const section of SECTIONS) expect(screen.getByTestId(`nav-${section.id}`)).toBeTruthy();
  });

  it('lists API keys beside Users and proof of reserves beside the Ledger, by their permissions', async () => {
    const server = serverFor(['users.read', 'ledger.read']);
    renderConsole({ path: '/', fetch: server.fetch, token: 't' });
    await screen.findByTestId('nav-users');
    const shown = SECTIONS.filter((s) => screen.queryByTestId(`nav-${s.id}`)).map((s) => s.id);
    expect(shown).toEqual([
      'dashboard',
      'users',
      'apiKeys',
      'ledger',
      'liabilities',
      'adjustments',
    ]);
    expect(screen.getByTestId('nav-apiKeys').getAttribute('href')).toBe('/api-keys');
    expect(screen.getByTestId('nav-liabilities').getAttribute('href')).toBe('/liabilities');
  });

  it("refuses a section's address to a role without its permission", async () => {
    const server = serverFor(['withdrawals.review']);
    renderConsole({ path: '/operators', fetch: server.fetch, token: 't' });
    expect((await screen.findByTestId('no-access')).textContent).toContain('operators.manage');
    expect(server.callsTo('GET', '/admin-api/operators')).toHaveLength(0);
  });

  it('switches language and remembers it', async () => {
    const server = serverFor(['withdrawals.review']);
    const { user } = renderConsole({ path: '/', fetch: server.fetch, token: 't' });
    await user.click(await screen.findByTestId('lang-zh'));
    expect(screen.getByTestId('nav-withdrawals').textContent).toBe('提现');
    expect(window.localStorage.getItem('console-lang')).toBe('zh');
    expect(document.documentElement.lang).toBe('zh-CN');
  });
});
