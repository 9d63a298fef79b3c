import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeServer, operator, renderConsole, type Handlers } from '../../test/harness';
import {
  APPLICATION,
  CARRIED,
  PROPOSAL,
  PROPOSED,
  queueRow,
  type Application,
} from '../../test/lending';
import { image, pageOf } from '../../test/p2p';

const API = '/admin-api/lending/credit/applications';
const documentCalls = (server: ReturnType<typeof fakeServer>) =>
  server.calls.filter((c) => c.path.includes('/documents/'));

// jsdom has no object URLs: each image gets a name.
let created = 0;
beforeEach(() => {
  created = 0;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: () => `blob:doc-${++created}`,
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

function creditServer(application: Application, extra: Handlers = {}, name = 'alice') {
  const documents = Object.fromEntries(
    CARRIED.map((d) => [
      `GET ${API}/${application.id}/documents/${d}`,
      () => ({ response: image() }),
    ]),
  );
  return fakeServer({
    'GET /admin-api/auth/me': () => ({ data: operator(['credit.review', 'users.read'], name) }),
    [`GET ${API}`]: () => ({ data: pageOf([queueRow(application)]) }),
    [`GET ${API}/${application.id}`]: () => ({ data: application }),
    ...documents,
    ...extra,
  });
}

const approveButton = () => screen.getByTestId<HTMLButtonElement>('credit-approve');

/** Opens each carried document and closes its image again. */
async function openAll(user: ReturnType<typeof userEvent.setup>) {
  for (const document of CARRIED) {
    await user.click(screen.getByTestId(`document-open-${document}`));
    await screen.findByRole('img');
    await user.click(within(screen.getByTestId('document-shown')).getByLabelText('Close'));
  }
}

describe('the credit queue', () => {
  it('lists pending applications first and opens one', async () => {
    const server = creditServer(APPLICATION);
    const { user } = renderConsole({ path: '/credit', fetch: server.fetch, token: 't' });
    const [row] = await screen.findAllByTestId('credit-row');
    for (const text of ['10000042', 'Wang Fang', 'USDT', '3000', '0/6', 'Pending review'])
      expect(within(row!).getByText(text)).toBeTruthy();
    expect(server.callsTo('GET', API)[0]?.query.get('status')).toBe('pending');
    expect(screen.getByTestId('nav-credit').textContent).toBe('Credit loans');
    await user.click(within(row!).getByTestId('credit-open'));
    expect(await screen.findByTestId('credit-real-name')).toBeTruthy();
    // Nothing is opened until the operator asks: each opening is recorded.
    expect(documentCalls(server)).toHaveLength(0);
  });
});

describe('a credit application', () => {
  it('shows the user, the loan asked for, the seven documents and the earlier applications', async () => {
    const server = creditServer(APPLICATION);
    renderConsole({ path: '/credit/7', fetch: server.fetch, token: 't' });
    const facts = await screen.findByTestId('credit-facts');
    for (const text of ['Wang Fang', '3000 USDT', '100 – 5000 USDT', '30 days'])
      expect(within(facts).getByText(text)).toBeTruthy();
    expect(within(facts).getByText('0.05 % a day · 18.25 % APR')).toBeTruthy();
    const rows = screen.getAllByTestId('document-row');
    expect(rows.map((r) => within(r).getByTestId('document-state').textContent)).toEqual([
      ...CARRIED.map(() => 'Not opened'),
      'Not provided',
    ]);
    expect(within(rows[6]!).queryByRole('button')).toBeNull();
    expect(screen.getAllByTestId('history-row')[0]?.textContent).toContain('Repaid');
  });

  it('keeps approval off until every document is opened, each fetched once', async () => {
    const server = creditServer(APPLICATION);
    const { user } = renderConsole({ path: '/credit/7', fetch: server.fetch, token: 't' });
    await screen.findByTestId('credit-facts');
    expect(approveButton().disabled).toBe(true);
    expect(screen.getByTestId('credit-unopened').textContent).toContain('ID front, ID back');

    await openAll(user);
    expect(documentCalls(server).map((c) => c.path.split('/').at(-1))).toEqual([...CARRIED]);
    expect(documentCalls(server).every((c) => c.headers.get('x-admin-token') === 't')).toBe(true);
    expect(screen.getByTestId('credit-opened-count').textContent).toBe('Opened by you: 6 of 6');
    expect(screen.queryByTestId('credit-unopened')).toBeNull();
    expect(approveButton().disabled).toBe(false);
    // Opening one again shows the copy already fetched: no second recorded view.
    await user.click(screen.getByTestId('document-open-income'));
    expect(screen.getByRole('img').getAttribute('src')).toBe('blob:doc-4');
    expect(documentCalls(server)).toHaveLength(6);
  });

  it("shows the server's refusal when it counts a document as unopened", async () => {
    const opened = { ...APPLICATION, viewedByMe: [...CARRIED] };
    const server = creditServer(opened, {
      [`POST ${API}/7/approve`]: () => ({
        code: 26023,
        message: 'Open every document of this application before approving it',
      }),
    });
    const { user } = renderConsole({ path: '/credit/7', fetch: server.fetch, token: 't' });
    await waitFor(() => expect(approveButton().disabled).toBe(false));
    await user.click(approveButton());
    await user.selectOptions(screen.getByTestId('propose-rule'), 'requested');
    await user.click(screen.getByTestId('propose-submit'));
    expect((await screen.findByTestId('credit-error')).textContent).toBe(
      'Open every document of this application before approving it',
    );
    expect(screen.getByTestId('notice-error')).toBeTruthy();
  });

  it('proposes an amount within the range with its rule, then waits for a second operator', async () => {
    const opened = { ...APPLICATION, viewedByMe: [...CARRIED] };
    const proposal = { ...PROPOSAL, operator: 'alice', amount: '2000', rule: 'reduced_risk' };
    const server = creditServer(opened, {
      [`POST ${API}/7/approve`]: () => ({
        data: { ...opened, proposal, decisions: [proposal] },
      }),
    });
    const { user } = renderConsole({ path: '/credit/7', fetch: server.fetch, token: 't' });
    await waitFor(() => expect(approveButton().disabled).toBe(false));
    expect(approveButton().textContent).toBe('Approve (propose)');
    await user.click(approveButton());
    const rules = screen.getByTestId<HTMLSelectElement>('propose-rule');
    expect([...rules.options].slice(1).map((o) => o.textContent)).toEqual([
      'As asked, within the product range',
      'At most 3 months of proven income',
      'At most the average monthly bank inflow',
      'Reduced for a stated risk',
    ]);
    const amount = screen.getByTestId('propose-amount');
    for (const refused of ['3000.01', '99']) {
      await user.clear(amount);
      await user.type(amount, refused);
      expect(screen.getByTestId('propose-problems').textContent).toContain('100 to 3000 USDT');
    }
    await user.clear(amount);
    await user.type(amount, '2000');
    await user.selectOptions(rules, 'reduced_risk');
    expect(screen.getByTestId('propose-problems').textContent).toContain('which risk');
    await user.type(screen.getByTestId('propose-note'), 'Short job history');
    await user.click(screen.getByTestId('propose-submit'));

    expect((await screen.findByTestId('notice-ok')).textContent).toContain(
      'a second operator must confirm it',
    );
    expect(server.callsTo('POST', `${API}/7/approve`)[0]?.body).toEqual({
      amount: '2000',
      rule: 'reduced_risk',
      note: 'Short job history',
    });
    const shown = await screen.findByTestId('credit-proposal');
    expect(shown.textContent).toContain('2000 USDT');
    expect(shown.textContent).toContain('Reduced for a stated risk');
    expect(screen.getByTestId('credit-own-proposal')).toBeTruthy();
    expect(
      within(screen.getByTestId('credit-decisions')).getByText('Proposed approval'),
    ).toBeTruthy();
  });

  it("confirms another operator's proposal as it is, and shows why the server refuses", async () => {
    const server = creditServer(PROPOSED, {
      [`POST ${API}/7/approve`]: () => ({
        code: 26019,
        message: 'The platform lending budget is not enough to fund this loan',
      }),
    });
    const { user } = renderConsole({ path: '/credit/7', fetch: server.fetch, token: 't' });
    const [row] = await screen.findAllByTestId('decision-row');
    for (const text of [
      'bob',
      'Proposed approval',
      '2500 USDT',
      'At most 3 months of proven income',
    ])
      expect(within(row!).getByText(text)).toBeTruthy();
    expect(row!.textContent).toContain('ID front, ID back, Holding the ID');
    expect(screen.getByTestId('credit-second').textContent).toContain('bob proposed');
    expect(approveButton().textContent).toBe('Confirm and pay out');
    await user.click(approveButton());
    expect(screen.getByTestId('confirm-proposal').textContent).toBe(
      'Lend 2500 USDT to UID 10000042 as bob proposed (rule: At most 3 months of proven income)? It is paid out of the credit lending account at once.',
    );
    await user.click(screen.getByTestId('confirm-ok'));
    expect((await screen.findByTestId('credit-error')).textContent).toBe(
      'The platform lending budget is not enough to fund this loan',
    );
    // Amount and rule are left out: the server pays the proposal as it stands.
    expect(server.callsTo('POST', `${API}/7/approve`)[0]?.body).toEqual({ note: '' });
  });

  it('rejects with the reason the user reads', async () => {
    const server = creditServer(APPLICATION, {
      [`POST ${API}/7/reject`]: (call) => ({
        data: {
          ...APPLICATION,
          status: 'rejected',
          rejectReason: (call.body as { reason: string }).reason,
        },
      }),
    });
    const { user } = renderConsole({ path: '/credit/7', fetch: server.fetch, token: 't' });
    await screen.findByTestId('credit-facts');
    // Rejecting needs no document opened.
    await user.click(screen.getByTestId('credit-reject'));
    const submit = screen.getByTestId<HTMLButtonElement>('reject-submit');
    expect(submit.disabled).toBe(true);
    await user.type(screen.getByTestId('reject-reason'), '  Income proof is unreadable  ');
    await user.click(submit);
    expect((await screen.findByTestId('notice-ok')).textContent).toContain(
      'Application #7 rejected',
    );
    expect(server.callsTo('POST', `${API}/7/reject`)[0]?.body).toEqual({
      reason: 'Income proof is unreadable',
    });
    expect(await screen.findByTestId('credit-closed')).toBeTruthy();
    expect(
      within(screen.getByTestId('credit-facts')).getByText('Income proof is unreadable'),
    ).toBeTruthy();
    expect(approveButton().disabled).toBe(true);
  });

  it('names the review in Chinese', async () => {
    window.localStorage.setItem('console-lang', 'zh');
    const server = creditServer(PROPOSED);
    renderConsole({ path: '/credit/7', fetch: server.fetch, token: 't' });
    expect((await screen.findByTestId('credit-approve')).textContent).toBe('确认并放款');
    const rows = screen.getAllByTestId('document-row');
    expect(within(rows[5]!).getByText('征信报告')).toBeTruthy();
    expect(within(rows[6]!).getByTestId('document-state').textContent).toBe('未提供');
    expect(screen.getByTestId('nav-credit').textContent).toBe('信用贷款');
  });
});
