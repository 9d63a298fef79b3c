import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, operator, renderConsole, type Handlers } from '../test/harness';
import {
  APPEAL_ROW,
  CASE,
  PROPOSED_ROW,
  caseWith,
  hashOf,
  image,
  pageOf,
  type CaseFile,
} from '../test/p2p';

const API = '/admin-api/p2p/appeals';
const fileCalls = (server: ReturnType<typeof fakeServer>) =>
  server.calls.filter((c) => c.path.includes('/files/'));

// jsdom has no object URLs: each image gets a name, and what was revoked is kept.
let created: Blob[] = [];
let revoked: string[] = [];
let saved: string[] = [];
beforeEach(() => {
  created = [];
  revoked = [];
  saved = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      created.push(blob);
      return `blob:file-${created.length}`;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    value: (url: string) => revoked.push(url),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
  vi.restoreAllMocks();
});

function appealServer(extra: Handlers = {}, permissions = ['p2p.arbitrate', 'users.read']) {
  return fakeServer({
    'GET /admin-api/auth/me': () => ({
      data: operator(permissions as Parameters<typeof operator>[0]),
    }),
    [`GET ${API}`]: () => ({ data: pageOf([APPEAL_ROW, PROPOSED_ROW]) }),
    [`GET ${API}/3`]: () => ({ data: CASE }),
    [`GET ${API}/3/files/proof-1`]: () => ({ response: image() }),
    [`GET ${API}/3/files/stmt-2`]: () => ({ response: image() }),
    ...extra,
  });
}

/** The case file as the server now holds it, changed by each decision or message. */
function holding(initial: CaseFile) {
  let current = initial;
  return {
    get: () => ({ data: current }),
    set: (next: CaseFile) => {
      current = next;
      return current;
    },
  };
}

describe('the appeal queue', () => {
  it('lists the open appeals with order, amounts, appellant, reason, waiting time and proposals', async () => {
    const server = appealServer();
    renderConsole({ path: '/p2p', fetch: server.fetch, token: 't' });
    const rows = await screen.findAllByTestId('appeal-row');
    expect(rows).toHaveLength(2);
    const [first, proposed] = rows as [HTMLElement, HTMLElement];
    for (const text of ['P2P250102000011', 'USDT', '200 USD', 'Buyer', 'Paid, coins not released'])
      expect(within(first).getByText(text)).toBeTruthy();
    expect(within(first).getByTestId('appeal-status').textContent).toBe('Open');
    expect(within(first).getByTestId('appeal-waiting').textContent).toMatch(/^\d+ d \d+ h$/);
    expect(within(first).queryByTestId('appeal-proposed')).toBeNull();
    expect(within(proposed).getByText('15000 USD')).toBeTruthy();
    expect(within(proposed).getByText('Seller')).toBeTruthy();
    expect(within(proposed).getByTestId('appeal-proposed').textContent).toBe(
      'Proposed: Split — awaits second operator',
    );
    expect(server.callsTo('GET', API)[0]?.query.get('status')).toBe('open');
    expect(screen.getByTestId('nav-p2p').textContent).toBe('P2P trading');
    // The queue never fetches an evidence image: each fetch is a recorded view.
    expect(fileCalls(server)).toHaveLength(0);
  });

  it('filters by status, always one of the four', async () => {
    const server = appealServer();
    const { user } = renderConsole({ path: '/p2p', fetch: server.fetch, token: 't' });
    await screen.findAllByTestId('appeal-row');
    const status = screen.getByTestId<HTMLSelectElement>('filter-status');
    expect([...status.options].map((o) => o.textContent)).toEqual([
      'Open',
      'Withdrawn',
      'Closed with the order',
      'Decided',
    ]);
    await user.selectOptions(status, 'decided');
    await waitFor(() =>
      expect(server.callsTo('GET', API).at(-1)?.query.toString()).toBe(
        'pageNo=1&pageSize=20&status=decided',
      ),
    );
  });

  it('is neither listed nor served to a role without p2p.arbitrate', async () => {
    const server = appealServer({}, ['identity.review']);
    renderConsole({ path: '/p2p', fetch: server.fetch, token: 't' });
    expect((await screen.findByTestId('no-access')).textContent).toContain('p2p.arbitrate');
    expect(screen.queryByTestId('nav-p2p')).toBeNull();
    expect(server.callsTo('GET', API)).toHaveLength(0);
  });

  it('names the queue in Chinese', async () => {
    window.localStorage.setItem('console-lang', 'zh');
    const server = appealServer();
    renderConsole({ path: '/p2p', fetch: server.fetch, token: 't' });
    const [first] = await screen.findAllByTestId('appeal-row');
    expect(within(first!).getByText('已付款，对方未放币')).toBeTruthy();
    expect(within(first!).getByTestId('appeal-status').textContent).toBe('待处理');
    expect(screen.getByTestId('nav-p2p').textContent).toBe('P2P 交易');
  });
});

describe('the case file', () => {
  it('shows the order, both parties, the payment details, the appeal and its proof', async () => {
    const server = appealServer();
    const { user } = renderConsole({ path: '/p2p', fetch: server.fetch, token: 't' });
    const [first] = await screen.findAllByTestId('appeal-row');
    await user.click(within(first!).getByTestId('appeal-open'));

    const parties = await screen.findAllByTestId('party-row');
    expect(parties.map((p) => p.textContent)).toEqual([
      'BuyerAppellantbea42Bea Buyer1295 %',
      'Sellersam43Sam Seller120No finished orders',
    ]);
    expect(within(parties[0]!).getByTestId('user-link').getAttribute('href')).toBe('/users/42');
    // Freezing for a malicious appeal is done on the user's page: both are linked.
    const note = screen.getByTestId('case-freeze-note');
    expect(
      within(note)
        .getAllByTestId('user-link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Buyer: bea', '/users/42'],
      ['Seller: sam', '/users/43'],
    ]);
    const payment = screen.getByTestId('case-payment');
    for (const text of ['Bank card', 'Sam Seller', 'Example Bank', 'DE89370400440532013000'])
      expect(within(payment).getByText(text)).toBeTruthy();
    expect(within(screen.getByTestId('case-order')).getByText('200 USDT')).toBeTruthy();
    expect(screen.getByTestId('case-description').textContent).toBe(
      'I paid 200 USD by bank transfer at 02:05.',
    );
    expect(screen.getByTestId('case-appeal').textContent).toContain('Bea, +49 30 1234567');
    expect(screen.getByTestId('appeal-threshold').textContent).toBe(
      'Worth 200 USD, within the 10000 USD threshold: one operator decides.',
    );

    // The proof is also the first evidence record's image: fetched once, with the token.
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(3));
    expect(fileCalls(server).map((c) => c.path.split('/').at(-1))).toEqual(['proof-1', 'stmt-2']);
    expect(fileCalls(server).every((c) => c.headers.get('x-admin-token') === 't')).toBe(true);
    const proofs = screen.getAllByRole('img', { name: 'Evidence image proof-1' });
    expect(proofs.map((img) => img.getAttribute('src'))).toEqual(['blob:file-1', 'blob:file-1']);

    // Leaving the case file lets the images go.
    await user.click(screen.getByText('All appeals'));
    await screen.findAllByTestId('appeal-row');
    expect(revoked.sort()).toEqual(['blob:file-1', 'blob:file-2']);
  });

  it('shows every record, who wrote it and its hash, and that the chain holds', async () => {
    const server = appealServer();
    renderConsole({ path: '/p2p/appeals/3', fetch: server.fetch, token: 't' });
    const records = await screen.findAllByTestId('case-record');
    expect(records).toHaveLength(7);
    expect(records.map((r) => within(r).getByTestId('record-actor').textContent)).toEqual([
      'Buyer',
      'Seller',
      'Buyer',
      'Buyer',
      'Buyer',
      'Staff (operator #7)',
      'Seller',
    ]);
    const [placed, auto, paid, appealed, evidence, staff] = records as HTMLElement[];
    expect(placed!.textContent).toContain('Order placed: 200 USDT at 1 USD, 200 USD to pay');
    expect(auto!.textContent).toContain('Auto-reply');
    expect(paid!.textContent).toContain('Awaiting payment → Paid');
    expect(appealed!.textContent).toContain('Paid → In appeal');
    expect(appealed!.textContent).toContain('Reason: Paid, coins not released');
    expect(evidence!.textContent).toContain('Contact: Bea, +49 30 1234567');
    expect(staff!.textContent).toContain('Please both upload your bank statements.');
    const hash = within(paid!).getByTestId('record-hash');
    expect(hash.textContent).toBe(`${hashOf(3).slice(0, 12)}…`);
    expect(hash.getAttribute('title')).toBe(hashOf(3));
    expect(within(evidence!).getByTestId('record-opened').textContent).toBe(
      'Head when the appeal opened',
    );

    expect(screen.getByTestId('chain-status').textContent).toBe('Chain intact');
    expect(screen.getByTestId('chain-opened').textContent).toBe(
      'The head recorded when the appeal opened is still on the chain',
    );
    expect(screen.getByTestId('opened-hash').getAttribute('title')).toBe(hashOf(5));
    expect(screen.queryByTestId('record-broken')).toBeNull();
  });

  it('says where the chain breaks and that the opening head is gone', async () => {
    const server = appealServer({
      [`GET ${API}/3`]: () => ({
        data: caseWith({ rest: { chainIntact: false, brokenAt: 4, openedOnChain: false } }),
      }),
    });
    renderConsole({ path: '/p2p/appeals/3', fetch: server.fetch, token: 't' });
    expect((await screen.findByTestId('chain-status')).textContent).toBe('Broken at record 4');
    expect(screen.getByTestId('chain-opened').textContent).toBe(
      'The head recorded when the appeal opened is no longer on the chain',
    );
    const records = screen.getAllByTestId('case-record');
    expect(records.map((r) => within(r).queryByTestId('record-broken') !== null)).toEqual([
      false,
      false,
      false,
      true,
      false,
      false,
      false,
    ]);
  });

  it('downloads the case file from the export route as a .json file', async () => {
    const server = appealServer({
      [`GET ${API}/3/export`]: () => ({
        response: new Response(JSON.stringify(CASE, null, 2), {
          headers: { 'content-type': 'application/json' },
        }),
      }),
    });
    const { user } = renderConsole({ path: '/p2p/appeals/3', fetch: server.fetch, token: 't' });
    await user.click(await screen.findByTestId('appeal-export'));
    await waitFor(() => expect(saved).toEqual(['p2p-appeal-3-P2P250102000011.json']));
    expect(server.callsTo('GET', `${API}/3/export`)[0]?.headers.get('x-admin-token')).toBe('t');
    const file = created.find((blob) => blob.type.includes('json'));
    expect(JSON.parse((await file?.text()) ?? '')).toEqual(CASE);
  });

  it('writes a staff message into the order chat and shows the case as it now is', async () => {
    const file = holding(CASE);
    const server = appealServer({
      [`GET ${API}/3`]: file.get,
      [`POST ${API}/3/message`]: (call) => ({
        data: file.set(
          caseWith({
            records: [
              ...CASE.records,
              {
                seq: 8,
                kind: 'message',
                actor: 'operator:1',
                body: { text: (call.body as { text: string }).text, fileIds: [] },
                prevHash: hashOf(7),
                hash: hashOf(8),
                at: '2025-01-02T03:00:00.000Z',
              },
            ],
          }),
        ),
      }),
    });
    const { user } = renderConsole({ path: '/p2p/appeals/3', fetch: server.fetch, token: 't' });
    const input = await screen.findByTestId<HTMLTextAreaElement>('appeal-message-input');
    const send = screen.getByTestId<HTMLButtonElement>('appeal-message-send');
    expect(send.disabled).toBe(true);
    await user.type(input, '   ');
    expect(send.disabled).toBe(true);
    await user.clear(input);
    await user.type(input, '  Seller, please check your account for 02:05.  ');
    await user.click(send);

    expect((await screen.findByTestId('notice-ok')).textContent).toContain(
      'Message sent to the order chat of appeal #3',
    );
    expect(server.callsTo('POST', `${API}/3/message`)[0]?.body).toEqual({
      text: 'Seller, please check your account for 02:05.',
    });
    await waitFor(() => expect(screen.getAllByTestId('case-record')).toHaveLength(8));
    const last = screen.getAllByTestId('case-record').at(-1)!;
    expect(within(last).getByTestId('record-actor').textContent).toBe('Staff (operator #1)');
    expect(input.value).toBe('');
  });
});

describe('deciding an appeal', () => {
  it('needs a decision and a note, and a split needs a share below the order’s quantity', async () => {
    const file = holding(CASE);
    const server = appealServer({
      [`GET ${API}/3`]: file.get,
      [`POST ${API}/3/decide`]: () => ({
        data: {
          outcome: 'decided',
          case: file.set(
            caseWith({
              appeal: {
                status: 'decided',
                decision: 'split',
                buyerQuantity: '120',
                decidedBy: 1,
                note: 'Only 120 USD arrived.',
                closedAt: '2025-01-02T04:00:00.000Z',
              },
              order: { status: 'completed' },
            }),
          ),
        },
      }),
    });
    const { user } = renderConsole({ path: '/p2p/appeals/3', fetch: server.fetch, token: 't' });
    await user.click(await screen.findByTestId('appeal-decide'));
    const form = screen.getByTestId('decision-form');
    const review = within(form).getByTestId<HTMLButtonElement>('decision-review');
    expect(review.disabled).toBe(true);

    await user.click(within(form).getByTestId('decision-split'));
    await user.type(within(form).getByTestId('decision-note'), 'Only 120 USD arrived.');
    expect(review.disabled).toBe(true);
    const quantity = within(form).getByTestId('decision-quantity');
    for (const refused of ['200', '250', '0', '1e2', '-5']) {
      await user.clear(quantity);
      await user.type(quantity, refused);
      expect([refused, within(form).getByTestId('decision-problems').textContent]).toEqual([
        refused,
        'Coins to the buyer: a number above 0 and below 200',
      ]);
      expect(review.disabled).toBe(true);
    }
    await user.clear(quantity);
    await user.type(quantity, '120');
    expect(within(form).queryByTestId('decision-problems')).toBeNull();

    // A note of spaces is no note.
    const note = within(form).getByTestId('decision-note');
    await user.clear(note);
    await user.type(note, '   ');
    expect(within(form).getByTestId('decision-problems').textContent).toBe(
      'Write a note for the decision',
    );
    await user.clear(note);
    await user.type(note, 'Only 120 USD arrived.');
    await user.click(review);

    // The confirmation says exactly what moves; nothing is sent before it.
    const confirm = screen.getByTestId('confirm-dialog');
    expect(within(confirm).getByTestId('decision-moves').textContent).toBe(
      '120 USDT go to the buyer bea (Bea Buyer) and 80 USDT back to the seller sam (Sam Seller); the order completes.',
    );
    expect(within(confirm).queryByTestId('decision-step')).toBeNull();
    expect(server.callsTo('POST', `${API}/3/decide`)).toHaveLength(0);
    await user.click(within(confirm).getByTestId('confirm-ok'));

    expect((await screen.findByTestId('notice-ok')).textContent).toContain('Appeal #3 decided');
    expect(server.callsTo('POST', `${API}/3/decide`)[0]?.body).toEqual({
      decision: 'split',
      buyerQuantity: '120',
      note: 'Only 120 USD arrived.',
    });
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(screen.getByTestId('appeal-closed')).toBeTruthy();
    // The answer is the case file: it is not opened (and recorded) again.
    expect(server.callsTo('GET', `${API}/3`)).toHaveLength(1);
    expect(screen.getByTestId<HTMLButtonElement>('appeal-decide').disabled).toBe(true);
    expect(screen.queryByTestId('appeal-message')).toBeNull();
    expect(screen.getByTestId('case-appeal').textContent).toContain('120 USDT');
  });

  it('states what release and return move, and sends no quantity for them', async () => {
    const server = appealServer({
      [`POST ${API}/3/decide`]: () => ({ code: 25005, message: 'The order cannot do that now' }),
    });
    const { user } = renderConsole({ path: '/p2p/appeals/3', fetch: server.fetch, token: 't' });
    await user.click(await screen.findByTestId('appeal-decide'));
    await user.click(screen.getByTestId('decision-release'));
    await user.type(screen.getByTestId('decision-note'), 'Bank statement shows the payment.');
    await user.click(screen.getByTestId('decision-review'));
    expect(screen.getByTestId('decision-moves').textContent).toBe(
      'All 200 USDT in escrow go to the buyer bea (Bea Buyer); the order completes.',
    );
    // Back to the form keeps what was typed.
    await user.click(screen.getByTestId('confirm-cancel'));
    await user.click(screen.getByTestId('decision-return'));
    await user.click(screen.getByTestId('decision-review'));
    expect(screen.getByTestId('decision-moves').textContent).toBe(
      'All 200 USDT in escrow go back to the seller sam (Sam Seller); the order is cancelled.',
    );
    await user.click(screen.getByTestId('confirm-ok'));
    expect((await screen.findByTestId('decision-error')).textContent).toBe(
      'The order cannot do that now',
    );
    expect(server.callsTo('POST', `${API}/3/decide`)[0]?.body).toEqual({
      decision: 'return',
      note: 'Bank statement shows the payment.',
    });
    expect(screen.getByTestId('confirm-dialog')).toBeTruthy();
  });

  it('above the threshold records a proposal, and refuses the proposer a second time', async () => {
    const big = caseWith({ order: { usdValue: '15000' } });
    const file = holding(big);
    let decisions = 0;
    const server = appealServer({
      [`GET ${API}/3`]: file.get,
      [`POST ${API}/3/decide`]: () => {
        decisions += 1;
        if (decisions > 1)
          return {
            code: 24009,
            message: 'A second operator must give the final approval; you gave the first',
          };
        return {
          data: {
            outcome: 'proposed',
            case: file.set(
              caseWith({
                order: { usdValue: '15000' },
                appeal: {
                  proposal: 'split',
                  proposalBuyerQuantity: '120',
                  proposedBy: 1,
                  note: 'Only 120 USD arrived.',
                },
              }),
            ),
          },
        };
      },
    });
    const { user } = renderConsole({ path: '/p2p/appeals/3', fetch: server.fetch, token: 't' });
    expect((await screen.findByTestId('appeal-threshold')).textContent).toBe(
      'Worth 15000 USD, above the 10000 USD threshold: a decision takes two operators.',
    );
    await user.click(screen.getByTestId('appeal-decide'));
    await user.click(screen.getByTestId('decision-split'));
    await user.type(screen.getByTestId('decision-quantity'), '120');
    await user.type(screen.getByTestId('decision-note'), 'Only 120 USD arrived.');
    await user.click(screen.getByTestId('decision-review'));
    expect(screen.getByTestId('decision-step').textContent).toBe(
      'The order is worth more than 10000 USD: this records a proposal, and nothing moves until a second operator makes the same decision.',
    );
    await user.click(screen.getByTestId('confirm-ok'));

    expect((await screen.findByTestId('notice-ok')).textContent).toContain(
      'Appeal #3: decision proposed, awaiting a second operator',
    );
    await waitFor(() =>
      expect(screen.getByTestId('case-proposal').textContent).toBe(
        'Proposed — awaits second operator Split: 120 USDT to the buyer, by operator #1',
      ),
    );
    expect(screen.getByTestId('appeal-own-proposal')).toBeTruthy();

    // The same operator again: the form starts with the proposal; the server refuses.
    await user.click(screen.getByTestId('appeal-decide'));
    expect(screen.getByTestId<HTMLInputElement>('decision-split').checked).toBe(true);
    expect(screen.getByTestId<HTMLInputElement>('decision-quantity').value).toBe('120');
    await user.type(screen.getByTestId('decision-note'), 'Confirming.');
    await user.click(screen.getByTestId('decision-review'));
    expect(screen.getByTestId('decision-step').textContent).toBe(
      'You proposed this decision; a different operator must confirm it.',
    );
    await user.click(screen.getByTestId('confirm-ok'));
    expect((await screen.findByTestId('decision-error')).textContent).toBe(
      'A second operator must give the final approval; you gave the first',
    );
    expect((await screen.findByTestId('notice-error')).textContent).toContain(
      'A second operator must give the final approval',
    );
    expect(screen.getByTestId('case-proposal')).toBeTruthy();
  });

  it('tells the second operator that confirming carries the proposal out', async () => {
    const server = appealServer({
      [`GET ${API}/3`]: () => ({
        data: caseWith({
          order: { usdValue: '15000' },
          appeal: { proposal: 'release', proposedBy: 7, note: 'Paid in full.' },
        }),
      }),
    });
    const { user } = renderConsole({ path: '/p2p/appeals/3', fetch: server.fetch, token: 't' });
    await user.click(await screen.findByTestId('appeal-decide'));
    expect(screen.getByTestId<HTMLInputElement>('decision-release').checked).toBe(true);
    await user.type(screen.getByTestId('decision-note'), 'Agreed.');
    await user.click(screen.getByTestId('decision-review'));
    expect(screen.getByTestId('decision-step').textContent).toBe(
      'Operator #7 proposed the same decision: confirming carries it out now.',
    );
    await user.click(screen.getByTestId('confirm-cancel'));
    await user.click(screen.getByTestId('decision-return'));
    await user.click(screen.getByTestId('decision-review'));
    expect(screen.getByTestId('decision-step').textContent).toContain(
      'It replaces the proposal of operator #7 (Release to the buyer)',
    );
  });
});
