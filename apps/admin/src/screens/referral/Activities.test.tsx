import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatTime } from '../../lib/format';
import { fakeServer, operator, renderConsole, type Handlers } from '../../test/harness';
import { CLOSED, DRAFT, RUNNING, TRADING } from './activityFixtures';

const API = '/admin-api/promotions/activities';

/** A `datetime-local` value as the browser reads it: local time. */
const local = (value: string) => new Date(value).getTime();

/** The label and hint of the target field, as shown: they name what the kind counts. */
const targetWords = () => screen.getByTestId('activity-target').closest('label')?.textContent;

/** The activity as the server answers a save: the body's fields, no entries yet. */
const saved = (id: number, body: unknown) => ({
  ...(body as object),
  id,
  status: 'draft',
  joined: 0,
  rewarded: 0,
  waiting: 0,
});

function activitiesServer(extra: Handlers = {}) {
  return fakeServer({
    'GET /admin-api/auth/me': () => ({ data: operator(['referral.manage']) }),
    [`GET ${API}`]: () => ({ data: [DRAFT, RUNNING, TRADING, CLOSED] }),
    [`POST ${API}`]: (call) => ({ data: saved(8, call.body) }),
    [`POST ${API}/7`]: (call) => ({ data: saved(7, call.body) }),
    [`POST ${API}/7/status`]: () => ({ data: { ...DRAFT, status: 'published' } }),
    [`POST ${API}/6/status`]: () => ({ data: { ...RUNNING, status: 'closed' } }),
    ...extra,
  });
}

const rowOf = async (title: string) => {
  const rows = await screen.findAllByTestId('activity-row');
  const row = rows.find((r) => r.textContent?.includes(title));
  if (!row) throw new Error(`no row for ${title}`);
  return row;
};

const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('td')].map((c) => c.textContent);

const open = () =>
  renderConsole({
    path: '/referral/activities',
    fetch: activitiesServer().fetch,
    token: 't',
  });

describe('the activities', () => {
  it('lists each activity with its reward, target, window, slots, status and entries', async () => {
    const server = activitiesServer();
    renderConsole({ path: '/referral/activities', fetch: server.fetch, token: 't' });
    const running = await rowOf('First deposit reward');
    expect(cellsOf(running).slice(0, 11)).toEqual([
      '6',
      'First deposit reward',
      'Deposit target',
      '5 USDT',
      '100 USDT',
      `${formatTime(RUNNING.startsAt)} → ${formatTime(RUNNING.endsAt)}`,
      'No limit',
      'Published',
      '40',
      '25',
      '3',
    ]);
    const trading = await rowOf('Trading sprint');
    expect(cellsOf(trading).slice(0, 11)).toEqual([
      '4',
      'Trading sprint',
      'Trading',
      '20 USDT',
      '10000 USDT',
      `${formatTime(TRADING.startsAt)} → ${formatTime(TRADING.endsAt)}`,
      '300',
      'Published',
      '120',
      '18',
      '0',
    ]);
    const closed = await rowOf('Wallet airdrop');
    expect(cellsOf(closed).slice(0, 11)).toEqual([
      '5',
      'Wallet airdrop',
      'Claim',
      '0.0001 BTC',
      '—',
      `${formatTime(CLOSED.startsAt)} → ${formatTime(CLOSED.endsAt)}`,
      '500',
      'Closed',
      '500',
      '500',
      '0',
    ]);
    expect(
      within(await rowOf('Spring deposit bonus')).getByTestId('activity-status').textContent,
    ).toBe('Draft');
    expect(screen.getByTestId('referral-tab-activities').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('referral-tab-activities').textContent).toBe('Activities');
    expect(server.callsTo('GET', API)).toHaveLength(1);
  });

  it('shows the entries waiting for the budget and why they wait', async () => {
    open();
    const waiting = within(await rowOf('First deposit reward')).getByTestId('activity-waiting');
    expect(waiting.textContent).toBe('3');
    expect(waiting.getAttribute('title')).toContain('promotions budget was short');
    expect(screen.getByTestId('activity-waiting-note').textContent).toContain(
      'paid, in turn, as soon as the budget is topped up',
    );
    expect(screen.getByTestId('activity-waiting-alert').textContent).toBe(
      'Entries waiting for the budget: 3 (USDT). Top up the promotions budget to pay them.',
    );
    expect(screen.getByTestId('referral-budget-hint').textContent).toContain('promotions_fund');
  });

  it('offers editing and publishing only for drafts, and closing only for published ones', async () => {
    open();
    const draft = await rowOf('Spring deposit bonus');
    expect(within(draft).getByTestId('activity-edit')).toBeTruthy();
    expect(within(draft).getByTestId('activity-publish')).toBeTruthy();
    expect(within(draft).queryByTestId('activity-close')).toBeNull();
    const running = await rowOf('First deposit reward');
    expect(within(running).queryByTestId('activity-edit')).toBeNull();
    expect(within(running).queryByTestId('activity-publish')).toBeNull();
    expect(within(running).getByTestId('activity-close')).toBeTruthy();
    const closed = await rowOf('Wallet airdrop');
    expect(within(closed).queryByTestId('activity-edit')).toBeNull();
    expect(within(closed).queryByTestId('activity-publish')).toBeNull();
    expect(within(closed).queryByTestId('activity-close')).toBeNull();
  });

  it('creates a claim activity: local times as epoch ms, decimals as typed, no target', async () => {
    const server = activitiesServer();
    const { user } = renderConsole({
      path: '/referral/activities',
      fetch: server.fetch,
      token: 't',
    });
    await screen.findAllByTestId('activity-row');
    await user.click(screen.getByTestId('activity-new'));
    const submit = screen.getByTestId<HTMLButtonElement>('activity-submit');
    expect(submit.disabled).toBe(true);
    expect(screen.getByTestId('activity-window-section').textContent).toContain(
      'Times are in your local time',
    );

    await user.type(screen.getByTestId('activity-title'), ' New user airdrop ');
    await user.type(screen.getByTestId('activity-body'), 'Claim 2.5 USDT to your wallet.');
    await user.click(screen.getByTestId('activity-locale-zh_CN'));
    await user.type(screen.getByTestId('activity-title'), '新用户空投');
    expect(screen.getByTestId('activity-problems').textContent).toContain(
      '简体中文: give both the title and the text, or neither.',
    );
    await user.type(screen.getByTestId('activity-body'), '领取 2.5 USDT。');
    expect(screen.getByTestId('activity-locale-zh_CN').getAttribute('data-state')).toBe('saved');

    await user.selectOptions(screen.getByTestId('activity-kind'), 'claim');
    expect(screen.queryByTestId('activity-target')).toBeNull();
    expect(screen.getByTestId('activity-reward-section').textContent).toContain(
      'a wallet address can claim only once',
    );
    await user.type(screen.getByTestId('activity-asset'), 'usdt');
    await user.type(screen.getByTestId('activity-reward'), '2.50');
    fireEvent.change(screen.getByTestId('activity-starts'), {
      target: { value: '2030-03-01T10:00' },
    });
    fireEvent.change(screen.getByTestId('activity-ends'), {
      target: { value: '2030-03-01T09:00' },
    });
    expect(screen.getByTestId('activity-problems').textContent).toContain(
      'The end must be after the start.',
    );
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByTestId('activity-ends'), {
      target: { value: '2030-03-31T23:59' },
    });
    expect(screen.getByTestId('activity-starts-utc').textContent).toBe(
      `= ${new Date(local('2030-03-01T10:00')).toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    );
    expect(screen.queryByTestId('activity-problems')).toBeNull();
    expect(submit.disabled).toBe(false);
    await user.click(submit);

    expect((await screen.findByTestId('notice-ok')).textContent).toContain(
      'Draft “New user airdrop” saved',
    );
    expect(server.callsTo('POST', API)[0]?.body).toEqual({
      kind: 'claim',
      title: { en_US: 'New user airdrop', zh_CN: '新用户空投' },
      body: { en_US: 'Claim 2.5 USDT to your wallet.', zh_CN: '领取 2.5 USDT。' },
      asset: 'USDT',
      reward: '2.50',
      targetUsdt: null,
      startsAt: local('2030-03-01T10:00'),
      endsAt: local('2030-03-31T23:59'),
      slots: null,
    });
    await waitFor(() => expect(screen.queryByTestId('activity-form')).toBeNull());
    const rows = screen.getAllByTestId('activity-row');
    expect(rows).toHaveLength(5);
    expect(cellsOf(rows[0]!).slice(0, 2)).toEqual(['8', 'New user airdrop']);
    expect(within(rows[0]!).getByTestId('activity-edit')).toBeTruthy();
  });

  it('creates a deposit activity with its target in USDT and a number of slots', async () => {
    const server = activitiesServer();
    const { user } = renderConsole({
      path: '/referral/activities',
      fetch: server.fetch,
      token: 't',
    });
    await screen.findAllByTestId('activity-row');
    await user.click(screen.getByTestId('activity-new'));
    await user.type(screen.getByTestId('activity-title'), 'Deposit week');
    await user.type(screen.getByTestId('activity-body'), 'Deposit 100.5 USDT, get 1 USDT.');
    expect(screen.getByTestId<HTMLSelectElement>('activity-kind').value).toBe('deposit');
    await user.type(screen.getByTestId('activity-asset'), 'USDT');
    await user.type(screen.getByTestId('activity-reward'), '1');
    expect(targetWords()).toBe(
      'Deposit targetUSDTDeposits credited after joining, in USDT, to reach.',
    );
    await user.type(screen.getByTestId('activity-target'), '100.5');
    await user.type(screen.getByTestId('activity-slots'), '0');
    expect(screen.getByTestId('activity-problems').textContent).toContain(
      'Slots: a whole number from 1 to 1,000,000',
    );
    await user.clear(screen.getByTestId('activity-slots'));
    await user.type(screen.getByTestId('activity-slots'), '200');
    fireEvent.change(screen.getByTestId('activity-starts'), {
      target: { value: '2030-06-01T00:00' },
    });
    fireEvent.change(screen.getByTestId('activity-ends'), {
      target: { value: '2030-06-08T00:00' },
    });
    await user.click(screen.getByTestId('activity-submit'));
    await screen.findByTestId('notice-ok');
    expect(server.callsTo('POST', API)[0]?.body).toEqual({
      kind: 'deposit',
      title: { en_US: 'Deposit week' },
      body: { en_US: 'Deposit 100.5 USDT, get 1 USDT.' },
      asset: 'USDT',
      reward: '1',
      targetUsdt: '100.5',
      startsAt: local('2030-06-01T00:00'),
      endsAt: local('2030-06-08T00:00'),
      slots: 200,
    });
  });

  it('creates a trade activity with its target in trading volume, in USDT', async () => {
    const server = activitiesServer();
    const { user } = renderConsole({
      path: '/referral/activities',
      fetch: server.fetch,
      token: 't',
    });
    await screen.findAllByTestId('activity-row');
    await user.click(screen.getByTestId('activity-new'));
    await user.type(screen.getByTestId('activity-title'), 'Trading week');
    await user.type(screen.getByTestId('activity-body'), 'Trade 2,500 USDT, get 5 USDT.');
    const kinds = [...screen.getByTestId<HTMLSelectElement>('activity-kind').options];
    expect(kinds.map((o) => [o.value, o.textContent])).toEqual([
      ['deposit', 'Deposit target'],
      ['trade', 'Trading'],
      ['claim', 'Claim'],
    ]);
    await user.selectOptions(screen.getByTestId('activity-kind'), 'trade');
    expect(screen.getByTestId('activity-reward-section').textContent).toContain(
      'every fill’s notional in USDT, spot and contracts, buys and sells alike',
    );
    expect(targetWords()).toBe(
      'Trading targetUSDTTrading volume after joining, in USDT, to reach: every fill’s notional, spot and contracts, both sides.',
    );
    await user.type(screen.getByTestId('activity-asset'), 'USDT');
    await user.type(screen.getByTestId('activity-reward'), '5');
    fireEvent.change(screen.getByTestId('activity-starts'), {
      target: { value: '2030-07-01T00:00' },
    });
    fireEvent.change(screen.getByTestId('activity-ends'), {
      target: { value: '2030-07-08T00:00' },
    });
    // The target is required for a trade activity as for a deposit one.
    const submit = screen.getByTestId<HTMLButtonElement>('activity-submit');
    expect(submit.disabled).toBe(true);
    await user.type(screen.getByTestId('activity-target'), '0');
    expect(screen.getByTestId('activity-problems').textContent).toContain(
      'Trading target: an amount in USDT above 0, with up to 18 decimals.',
    );
    await user.clear(screen.getByTestId('activity-target'));
    await user.type(screen.getByTestId('activity-target'), '2500');
    // A claim has no target; back to trade, the target typed is still there.
    await user.selectOptions(screen.getByTestId('activity-kind'), 'claim');
    expect(screen.queryByTestId('activity-target')).toBeNull();
    await user.selectOptions(screen.getByTestId('activity-kind'), 'trade');
    expect(screen.getByTestId<HTMLInputElement>('activity-target').value).toBe('2500');
    expect(screen.queryByTestId('activity-problems')).toBeNull();
    await user.click(submit);
    await screen.findByTestId('notice-ok');
    expect(server.callsTo('POST', API)[0]?.body).toEqual({
      kind: 'trade',
      title: { en_US: 'Trading week' },
      body: { en_US: 'Trade 2,500 USDT, get 5 USDT.' },
      asset: 'USDT',
      reward: '5',
      targetUsdt: '2500',
      startsAt: local('2030-07-01T00:00'),
      endsAt: local('2030-07-08T00:00'),
      slots: null,
    });
  });

  it('edits a draft at its own path, keeping its other languages and its exact start', async () => {
    const server = activitiesServer();
    const { user } = renderConsole({
      path: '/referral/activities',
      fetch: server.fetch,
      token: 't',
    });
    await user.click(within(await rowOf('Spring deposit bonus')).getByTestId('activity-edit'));
    expect(screen.getByTestId('activity-form').textContent).toContain(
      'Edit draft #7: Spring deposit bonus',
    );
    expect(screen.getByTestId('activity-locale-ja_JP').getAttribute('data-state')).toBe('saved');
    expect(screen.getByTestId<HTMLInputElement>('activity-target').value).toBe('500');
    const reward = screen.getByTestId('activity-reward');
    await user.clear(reward);
    await user.type(reward, '12.5');
    await user.click(screen.getByTestId('activity-submit'));
    await screen.findByTestId('notice-ok');
    expect(server.callsTo('POST', API)).toHaveLength(0);
    expect(server.callsTo('POST', `${API}/7`)[0]?.body).toEqual({
      kind: 'deposit',
      title: DRAFT.title,
      body: DRAFT.body,
      asset: 'USDT',
      reward: '12.5',
      targetUsdt: '500',
      startsAt: DRAFT.startsAt,
      endsAt: DRAFT.endsAt,
      slots: 1000,
    });
  });

  it('keeps the form open with the server’s refusal', async () => {
    const server = activitiesServer({
      [`POST ${API}/7`]: () => ({ code: 28506, message: 'Activity not found' }),
    });
    const { user } = renderConsole({
      path: '/referral/activities',
      fetch: server.fetch,
      token: 't',
    });
    await user.click(within(await rowOf('Spring deposit bonus')).getByTestId('activity-edit'));
    await user.click(screen.getByTestId('activity-submit'));
    expect((await screen.findByTestId('activity-save-error')).textContent).toBe(
      'Activity not found',
    );
    expect(screen.getByTestId('activity-form')).toBeTruthy();
  });

  it('publishes a draft after confirmation, through the status path', async () => {
    const server = activitiesServer();
    const { user } = renderConsole({
      path: '/referral/activities',
      fetch: server.fetch,
      token: 't',
    });
    await user.click(within(await rowOf('Spring deposit bonus')).getByTestId('activity-publish'));
    const dialog = screen.getByTestId('activity-status-dialog');
    expect(dialog.textContent).toContain('can no longer be changed, only closed');
    expect(dialog.textContent).toContain('Up to 1000 rewards of 10 USDT');
    expect(server.callsTo('POST', `${API}/7/status`)).toHaveLength(0);
    await user.click(screen.getByTestId('activity-status-submit'));
    expect((await screen.findByTestId('notice-ok')).textContent).toContain(
      'Activity “Spring deposit bonus” published',
    );
    expect(server.callsTo('POST', `${API}/7/status`)[0]?.body).toEqual({ status: 'published' });
    await waitFor(() => expect(screen.queryByTestId('activity-status-dialog')).toBeNull());
    const row = await rowOf('Spring deposit bonus');
    expect(within(row).getByTestId('activity-status').textContent).toBe('Published');
    expect(within(row).queryByTestId('activity-edit')).toBeNull();
    expect(within(row).getByTestId('activity-close')).toBeTruthy();
  });

  it('closes a published activity after warning that entries not yet rewarded expire', async () => {
    const server = activitiesServer();
    const { user } = renderConsole({
      path: '/referral/activities',
      fetch: server.fetch,
      token: 't',
    });
    await user.click(within(await rowOf('First deposit reward')).getByTestId('activity-close'));
    expect(screen.getByTestId('activity-status-message').textContent).toBe(
      'Users can no longer join. The 15 entries not yet rewarded expire and will not be paid, the 3 waiting for the budget among them. The 25 rewards already paid stay paid. This cannot be undone.',
    );
    await user.click(screen.getByTestId('activity-status-cancel'));
    expect(server.callsTo('POST', `${API}/6/status`)).toHaveLength(0);
    await user.click(within(await rowOf('First deposit reward')).getByTestId('activity-close'));
    await user.click(screen.getByTestId('activity-status-submit'));
    expect((await screen.findByTestId('notice-ok')).textContent).toContain(
      'Activity “First deposit reward” closed',
    );
    expect(server.callsTo('POST', `${API}/6/status`)[0]?.body).toEqual({ status: 'closed' });
    const row = await rowOf('First deposit reward');
    await waitFor(() =>
      expect(within(row).getByTestId('activity-status').textContent).toBe('Closed'),
    );
    expect(within(row).getByTestId('activity-waiting').textContent).toBe('3 expired');
    expect(within(row).queryByTestId('activity-close')).toBeNull();
    expect(screen.queryByTestId('activity-waiting-alert')).toBeNull();
  });

  it('keeps the status dialog open with the server’s refusal', async () => {
    const server = activitiesServer({
      [`POST ${API}/6/status`]: () => ({ code: 28506, message: 'Activity not found' }),
    });
    const { user } = renderConsole({
      path: '/referral/activities',
      fetch: server.fetch,
      token: 't',
    });
    await user.click(within(await rowOf('First deposit reward')).getByTestId('activity-close'));
    await user.click(screen.getByTestId('activity-status-submit'));
    expect((await screen.findByTestId('activity-status-error')).textContent).toBe(
      'Activity not found',
    );
    expect(screen.getByTestId('activity-status-dialog')).toBeTruthy();
  });

  it('is in Chinese when the console is', async () => {
    window.localStorage.setItem('console-lang', 'zh');
    open();
    const row = await rowOf('First deposit reward');
    expect(screen.getByTestId('referral-tab-activities').textContent).toBe('活动');
    expect(within(row).getByTestId('activity-status').textContent).toBe('已发布');
    expect(row.textContent).toContain('充值达标');
    expect(cellsOf(await rowOf('Trading sprint'))[2]).toBe('交易');
    expect(row.textContent).toContain('不限');
    expect(within(row).getByTestId('activity-close').textContent).toBe('关闭');
    expect(screen.getByTestId('activity-new').textContent).toBe('新建活动');
  });
});
