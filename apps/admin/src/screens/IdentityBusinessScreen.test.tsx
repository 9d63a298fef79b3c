import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, operator, renderConsole, type Handlers } from '../test/harness';
import {
  BUSINESS_APPLIED,
  BUSINESS_PASSED,
  BUSINESS_REFUND,
  BUSINESS_REFUNDING,
  pageOf,
} from '../test/identity';

const API = '/admin-api/identity/business';

function businessServer(extra: Handlers = {}) {
  return fakeServer({
    'GET /admin-api/auth/me': () => ({ data: operator(['identity.review']) }),
    [`GET ${API}`]: () => ({
      data: pageOf([BUSINESS_APPLIED, BUSINESS_REFUND, BUSINESS_REFUNDING, BUSINESS_PASSED]),
    }),
    ...extra,
  });
}

async function rowOf(id: number) {
  const rows = await screen.findAllByTestId('business-row');
  const row = rows.find((r) => within(r).queryByText(String(id), { selector: 'td' }));
  if (!row) throw new Error(`no row ${id}`);
  return row;
}

const buttonsOf = (row: HTMLElement) =>
  within(row)
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('business certification', () => {
  it('offers the decisions each state takes', async () => {
    const server = businessServer();
    const { user } = renderConsole({ path: '/identity/business', fetch: server.fetch, token: 't' });
    expect(buttonsOf(await rowOf(1))).toEqual(['Approve', 'Refuse']);
    expect(buttonsOf(await rowOf(2))).toEqual(['Approve refund', 'Reject refund']);
    expect(buttonsOf(await rowOf(3))).toEqual(['Complete refund', 'Reject refund']);
    expect(buttonsOf(await rowOf(4))).toEqual([]);
    expect(within(await rowOf(3)).getByTestId('business-status').textContent).toBe(
      'Refund in progress',
    );
    expect(screen.getByTestId('identity-tab-business').className).toContain('active');

    await user.selectOptions(screen.getByTestId('filter-status'), 'refund_requested');
    await waitFor(() =>
      expect(server.callsTo('GET', API).at(-1)?.query.get('status')).toBe('refund_requested'),
    );
  });

  it('gives the first approval, then shows the application awaiting the second', async () => {
    let approved = false;
    const server = businessServer({
      [`GET ${API}`]: () => ({
        data: pageOf([{ ...BUSINESS_APPLIED, firstApprovedBy: approved ? 1 : null }]),
      }),
      [`POST ${API}/1/approve`]: () => {
        approved = true;
        return { data: { ...BUSINESS_APPLIED, firstApprovedBy: 1 } };
      },
    });
    const { user } = renderConsole({ path: '/identity/business', fetch: server.fetch, token: 't' });
    await user.click(within(await rowOf(1)).getByTestId('business-approve'));
    expect(screen.getByTestId('confirm-dialog').textContent).toContain(
      'deposit 1000 USDT)? A second operator must then give the final approval.',
    );
    await user.click(screen.getByTestId('confirm-ok'));
    expect((await screen.findByTestId('notice-ok')).textContent).toContain(
      'Business certification #1: first approval recorded, awaiting second approval',
    );
    expect(server.callsTo('POST', `${API}/1/approve`)[0]?.body).toEqual({});
    await waitFor(async () =>
      expect(within(await rowOf(1)).getByTestId('business-status').textContent).toBe(
        'Awaiting second approval',
      ),
    );
    expect(within(await rowOf(1)).getByTestId('business-approve').textContent).toBe(
      'Final approval',
    );
  });

  it('shows the refusal of a second approval by the same operator', async () => {
    const server = businessServer({
      [`GET ${API}`]: () => ({ data: pageOf([{ ...BUSINESS_APPLIED, firstApprovedBy: 1 }]) }),
      [`POST ${API}/1/approve`]: () => ({
        code: 24009,
        message: 'A second operator must give the final approval; you gave the first',
      }),
    });
    const { user } = renderConsole({ path: '/identity/business', fetch: server.fetch, token: 't' });
    await user.click(within(await rowOf(1)).getByTestId('business-approve'));
    expect(screen.getByTestId('confirm-dialog').textContent).toContain(
      'Operator #1 gave the first approval',
    );
    await user.click(screen.getByTestId('confirm-ok'));
    expect((await screen.findByTestId('notice-error')).textContent).toContain('you gave the first');
    expect(screen.getByTestId('confirm-dialog')).toBeTruthy();
  });

  it('refuses an application with a reason and a note', async () => {
    const server = businessServer({
      [`POST ${API}/1/refuse`]: (call) => ({
        data: { ...BUSINESS_APPLIED, status: 'refused', ...(call.body as object) },
      }),
    });
    const { user } = renderConsole({ path: '/identity/business', fetch: server.fetch, token: 't' });
    await user.click(within(await rowOf(1)).getByTestId('business-refuse'));
    await user.type(screen.getByTestId('reason-input'), 'Trading history too short');
    await user.type(screen.getByTestId('note-input'), 'Ask again in three months');
    await user.click(screen.getByTestId('reason-ok'));
    expect((await screen.findByTestId('notice-ok')).textContent).toContain(
      'Business certification #1 refused',
    );
    expect(server.callsTo('POST', `${API}/1/refuse`)[0]?.body).toEqual({
      reason: 'Trading history too short',
      note: 'Ask again in three months',
    });
    await waitFor(() => expect(server.callsTo('GET', API).length).toBeGreaterThanOrEqual(2));
  });

  it('starts a refund, completes it, and rejects another', async () => {
    const server = businessServer({
      [`POST ${API}/2/refund-approve`]: () => ({
        data: { ...BUSINESS_REFUND, status: 'refund_in_progress', firstApprovedBy: 1 },
      }),
      [`POST ${API}/3/refund-approve`]: () => ({
        data: { ...BUSINESS_REFUNDING, status: 'refunded' },
      }),
      [`POST ${API}/3/refund-reject`]: () => ({
        data: { ...BUSINESS_REFUNDING, status: 'refund_rejected' },
      }),
    });
    const { user } = renderConsole({ path: '/identity/business', fetch: server.fetch, token: 't' });

    await user.click(within(await rowOf(2)).getByTestId('business-refundApprove'));
    expect(screen.getByTestId('confirm-dialog').textContent).toContain(
      'Approve returning the deposit of 1000 USDT to Mei Lin (#2)?',
    );
    await user.click(screen.getByTestId('confirm-ok'));
    expect((await screen.findByTestId('notice-ok')).textContent).toContain(
      'Refund of certification #2: first approval recorded',
    );
    expect(server.callsTo('POST', `${API}/2/refund-approve`)[0]?.body).toEqual({});

    await user.click(within(await rowOf(3)).getByTestId('business-refundApprove'));
    expect(screen.getByTestId('confirm-dialog').textContent).toContain(
      'Operator #7 approved it first',
    );
    await user.click(screen.getByTestId('confirm-ok'));
    await screen.findByText('Deposit of certification #3 refunded');

    await user.click(within(await rowOf(3)).getByTestId('business-refundReject'));
    await user.type(screen.getByTestId('reason-input'), 'An appeal is open');
    await user.click(screen.getByTestId('reason-ok'));
    await screen.findByText('Deposit refund of certification #3 rejected');
    expect(server.callsTo('POST', `${API}/3/refund-reject`)[0]?.body).toEqual({
      reason: 'An appeal is open',
      note: '',
    });
  });
});
