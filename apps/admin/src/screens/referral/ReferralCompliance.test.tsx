import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, operator, renderConsole, type Handlers } from '../../test/harness';
import { pageOf } from '../../test/p2p';
import { CONSOLE, LOG_ROW, SWITCHED_ON } from './referralFixtures';

const API = '/admin-api/referral/compliance';
const REASON = 'Legal review LR-2025-014: deposit rebates cleared for the region';

function complianceServer(permissions: Parameters<typeof operator>[0], extra: Handlers = {}) {
  let view = CONSOLE;
  return fakeServer({
    'GET /admin-api/auth/me': () => ({ data: operator(permissions) }),
    'GET /admin-api/referral/programme': () => ({ data: view }),
    [`GET ${API}`]: () => ({ data: pageOf(view.compliance.on ? [LOG_ROW] : []) }),
    [`POST ${API}`]: () => {
      view = SWITCHED_ON;
      return { data: view };
    },
    ...extra,
  });
}

describe('the compliance switch', () => {
  it('needs a reason of at least 20 characters, then turns on and logs who and why', async () => {
    const server = complianceServer(['referral.manage', 'referral.compliance']);
    const { user } = renderConsole({
      path: '/referral/compliance',
      fetch: server.fetch,
      token: 't',
    });
    const facts = await screen.findByTestId('referral-compliance-facts');
    expect(within(facts).getByTestId('referral-switch').textContent).toBe('Off');
    const submit = screen.getByTestId<HTMLButtonElement>('referral-compliance-submit');
    expect(submit.textContent).toBe('Turn on');
    expect(submit.disabled).toBe(true);
    const reason = screen.getByTestId('referral-compliance-reason');
    await user.type(reason, 'legal said ok');
    expect(submit.disabled).toBe(true);
    expect(reason.parentElement?.textContent).toContain('At least 20 characters');
    await user.click(submit);
    expect(server.callsTo('POST', API)).toHaveLength(0);

    await user.clear(reason);
    await user.type(reason, `  ${REASON}  `);
    expect(submit.disabled).toBe(false);
    await user.click(submit);
    expect((await screen.findByTestId('notice-ok')).textContent).toContain(
      'Compliance switch turned on',
    );
    expect(server.callsTo('POST', API)[0]?.body).toEqual({ on: true, reason: REASON });
    await waitFor(() =>
      expect(screen.getByTestId('referral-compliance-facts').textContent).toContain('carol'),
    );
    expect(screen.getByTestId('referral-compliance-submit').textContent).toBe('Turn off');
    const [row] = await screen.findAllByTestId('referral-compliance-row');
    expect(row!.textContent).toContain('carol');
    expect(row!.textContent).toContain(REASON);
  });

  it('does not offer turning it off while the programme uses it', async () => {
    const server = complianceServer(['referral.manage', 'referral.compliance'], {
      'GET /admin-api/referral/programme': () => ({
        data: { ...SWITCHED_ON, needsCompliance: true },
      }),
    });
    const { user } = renderConsole({
      path: '/referral/compliance',
      fetch: server.fetch,
      token: 't',
    });
    expect((await screen.findByTestId('referral-compliance-in-use')).textContent).toContain(
      'turn those off on the Programme tab',
    );
    await user.type(screen.getByTestId('referral-compliance-reason'), REASON);
    expect(screen.getByTestId<HTMLButtonElement>('referral-compliance-submit').disabled).toBe(true);
  });

  it('shows the server’s refusal in the form', async () => {
    const server = complianceServer(['referral.manage', 'referral.compliance'], {
      [`POST ${API}`]: () => ({ code: 10001, message: 'The request is not valid' }),
    });
    const { user } = renderConsole({
      path: '/referral/compliance',
      fetch: server.fetch,
      token: 't',
    });
    await user.type(await screen.findByTestId('referral-compliance-reason'), REASON);
    await user.click(screen.getByTestId('referral-compliance-submit'));
    expect((await screen.findByTestId('referral-compliance-error')).textContent).toBe(
      'The request is not valid',
    );
  });

  it('shows the state but no switch to operators without referral.compliance', async () => {
    const server = complianceServer(['referral.manage']);
    renderConsole({ path: '/referral/compliance', fetch: server.fetch, token: 't' });
    expect((await screen.findByTestId('referral-compliance-denied')).textContent).toContain(
      'referral.compliance',
    );
    expect(screen.queryByTestId('referral-compliance-form')).toBeNull();
  });
});
