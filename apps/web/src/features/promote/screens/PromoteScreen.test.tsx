import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { fakeServer, type Handler } from '../../account/test/fakeServer';
import { renderAt } from '../../account/test/render';
import { stubPreviews } from '../../identity/test/fixtures';
import { member, page } from '../../lending/test/fixtures';
import { formatDateTime } from '../../market/format';
import {
  BIND,
  BONUS,
  bonusCredit,
  CLAIM,
  DAY_MS,
  GENERATIONS,
  INVITEES,
  invitee,
  NOW,
  promoteRoutes,
  record,
  RECORDS,
  rules,
  servePoster,
  summary,
  SUMMARY,
} from '../test/fixtures';
import PromoteScreen from './PromoteScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const PATH = '/promote';
const text = (testId: string) => screen.getByTestId(testId).textContent;
const withSummary = (
  overrides: Parameters<typeof summary>[0],
  extra: Record<string, Handler | Handler[]> = {},
) => promoteRoutes({ [`GET ${SUMMARY}`]: () => ({ data: summary(overrides) }), ...extra });

async function open(routes = promoteRoutes()) {
  const server = fakeServer(routes);
  renderAt(PATH, <PromoteScreen />);
  await screen.findByTestId('promote-rewards');
  return server;
}

describe('promotion centre', () => {
  beforeEach(() => {
    vi.mocked(notify.info).mockClear();
    vi.mocked(notify.fail).mockClear();
    useSession.setState({ token: 't', member, real: null, demo: false });
  });

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
  });

  it('shows the code, the link on this site with its QR code, and the programme’s rules', async () => {
    const server = await open();
    expect(server.callsTo(SUMMARY)[0]?.token).toBe('t');
    expect(text('promote-code')).toBe('ALICE123');
    const link = `${window.location.origin}/register?inviteCode=ALICE123`;
    expect(text('promote-link')).toBe(link);
    expect(screen.getByRole('img', { name: 'QR code of your invitation link' })).toBeTruthy();
    expect(screen.getByTestId('promote-copy-code')).toBeTruthy();
    expect(screen.getByTestId('promote-copy-link')).toBeTruthy();
    expect(text('promote-hero-fee')).toBe('20% of trading fees');
    // No share sheet in this browser: no share button.
    expect(screen.queryByTestId('promote-share')).toBeNull();

    const fee = screen.getByTestId('promote-basis-fee');
    expect(within(fee).getByText('Trading fees paid')).toBeTruthy();
    expect(within(fee).getByText('Level 1: 20%')).toBeTruthy();
    expect(within(fee).getByText('Level 2: 10%')).toBeTruthy();
    expect(screen.queryByTestId('promote-basis-deposit')).toBeNull();
    expect(text('promote-rule-source')).toBe(
      'Rebates are paid from the platform’s promotions budget. They are never taken from your invitees.',
    );
    expect(text('promote-rule-verified')).toBe(
      'Rebates are paid only for invitees who have verified their identity.',
    );
    expect(text('promote-rule-vesting')).toContain('Each rebate vests for 7 days');
    expect(text('promote-rule-cap')).toContain('at most 500 USDT of rebates a day (UTC)');
    expect(text('promote-rule-bind')).toContain('can add one within 7 days of registering');
    // The qualifying recharge matters only to deposit rebates; the miner rule is off.
    expect(screen.queryByTestId('promote-rule-qualifying')).toBeNull();
    expect(screen.queryByTestId('promote-rule-miner')).toBeNull();
    expect(screen.queryByTestId('promote-budget')).toBeNull();

    expect(text('promote-tier-name')).toBe('Silver');
    expect(text('promote-team-recharge')).toBe('2,500.00 USDT');
    expect(screen.queryByTestId('promote-tier-platinum')).toBeNull();
    expect(text('promote-tier-gold')).toBe('GoldFrom 10,000 USDT');
    expect(text('promote-invited-by')).toBe('Invited by bo***b');
  });

  it('states deposit rebates with the qualifying recharge, every level and the miner rule', async () => {
    await open(
      withSummary({
        tier: null,
        rules: rules({
          levels: 4,
          bases: [
            { basis: 'fee', rates: ['0.2'] },
            { basis: 'deposit', rates: ['0.05', '0.03', '0.02', '0.01'] },
          ],
          minerLevelRule: true,
          dailyCapUsdt: null,
          vestingDays: 0,
          bindWindowDays: 0,
        }),
      }),
    );
    const deposit = screen.getByTestId('promote-basis-deposit');
    expect(within(deposit).getByText('Deposits')).toBeTruthy();
    expect(within(deposit).getByText('Level 4: 1%')).toBeTruthy();
    expect(text('promote-rule-qualifying')).toBe(
      'A deposit earns a rebate only on a day (UTC) when the invitee’s deposits total more than 100 USDT.',
    );
    expect(text('promote-rule-miner')).toContain('miner level');
    expect(text('promote-rule-vesting')).toBe(
      'Rebates can be claimed as soon as they are recorded.',
    );
    expect(screen.queryByTestId('promote-rule-cap')).toBeNull();
    expect(text('promote-rule-bind')).toBe(
      'An invitation code can only be given when registering. A referrer can never be changed.',
    );
    expect(text('promote-tier-name')).toBe('No tier yet');
  });

  it('keeps the claim disabled after today’s claim and says when the next one opens', async () => {
    const next = NOW + 5 * 3_600_000;
    await open(withSummary({ claimedToday: true, nextClaimAt: next }));
    expect(text('promote-claimable')).toBe('0.001 BTC12.50 USDT');
    expect(text('promote-claimable-usdt')).toBe('Worth about 72.50 USDT now');
    expect(text('promote-vesting')).toBe('3.25 USDT');
    expect(text('promote-claimed')).toBe('40.00 USDT');
    expect(screen.getByTestId('promote-claim').hasAttribute('disabled')).toBe(true);
    expect(text('promote-next-claim')).toBe(`Next claim from ${formatDateTime(next)}`);
  });

  it('keeps the claim disabled while nothing has vested', async () => {
    await open(withSummary({ claimable: [], claimableUsdt: '0' }));
    expect(text('promote-claimable')).toBe('None');
    expect(screen.getByTestId('promote-claim').hasAttribute('disabled')).toBe(true);
    expect(text('promote-nothing')).toBe(
      'Nothing to claim yet: rebates can be claimed once they have vested.',
    );
    expect(screen.queryByTestId('promote-next-claim')).toBeNull();
  });

  it('claims into the spot wallet, says how much, and reads the summary and records again', async () => {
    const claimed = summary({
      claimable: [],
      claimableUsdt: '0',
      claimed: [{ asset: 'USDT', amount: '52.5' }],
      claimedToday: true,
      nextClaimAt: NOW + DAY_MS,
    });
    const server = await open(
      promoteRoutes({
        [`GET ${SUMMARY}`]: [() => ({ data: summary() }), () => ({ data: claimed })],
        [`POST ${CLAIM}`]: () => ({
          data: {
            id: 'c1',
            at: NOW,
            amounts: [
              { asset: 'BTC', amount: '0.001' },
              { asset: 'USDT', amount: '12.5' },
            ],
            nextClaimAt: NOW + DAY_MS,
          },
        }),
      }),
    );
    fireEvent.click(screen.getByTestId('promote-tab-records'));
    await screen.findByTestId('promote-records');
    const button = screen.getByTestId('promote-claim');
    expect(button.hasAttribute('disabled')).toBe(false);
    fireEvent.click(button);
    await waitFor(() =>
      expect(notify.info).toHaveBeenCalledWith('Claimed to your spot wallet: 0.001 BTC, 12.5 USDT'),
    );
    expect(server.callsTo(CLAIM)).toHaveLength(1);
    await waitFor(() => expect(text('promote-claimed')).toBe('52.50 USDT'));
    expect(server.callsTo(SUMMARY)).toHaveLength(2);
    await waitFor(() => expect(server.callsTo(RECORDS).length).toBeGreaterThan(1));
    expect(screen.getByTestId('promote-claim').hasAttribute('disabled')).toBe(true);
    expect(text('promote-next-claim')).toBe(`Next claim from ${formatDateTime(NOW + DAY_MS)}`);
  });

  it('adds a referrer: checks the code’s shape, shows the server’s refusal under the field', async () => {
    const until = NOW + 3 * DAY_MS;
    const server = await open(
      withSummary(
        { referrer: null, bindUntil: until },
        {
          [`POST ${BIND}`]: [
            () => ({ code: 28000, message: 'Recommendation code is wrong' }),
            () => ({ data: null }),
          ],
        },
      ),
    );
    expect(text('promote-bind-until')).toContain(formatDateTime(until));
    const input = screen.getByTestId('promote-bind-code');
    fireEvent.change(input, { target: { value: 'abc' } });
    fireEvent.click(screen.getByTestId('promote-bind-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enter the 8-character invitation code',
    );
    expect(server.callsTo(BIND)).toEqual([]);

    fireEvent.change(input, { target: { value: 'wrong123' } });
    expect((input as HTMLInputElement).value).toBe('WRONG123');
    fireEvent.click(screen.getByTestId('promote-bind-submit'));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Recommendation code is wrong'),
    );
    expect(server.callsTo(BIND)[0]?.body).toEqual({ code: 'WRONG123' });
    // Shown once, under the field: not toasted as well.
    expect(notify.fail).not.toHaveBeenCalled();

    fireEvent.change(input, { target: { value: 'BOBB0001' } });
    fireEvent.click(screen.getByTestId('promote-bind-submit'));
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith('Referrer added'));
    await waitFor(() => expect(server.callsTo(SUMMARY).length).toBeGreaterThan(1));
  });

  it('says when the time to add a referrer has passed', async () => {
    await open(withSummary({ referrer: null, bindUntil: null }));
    expect(text('promote-bind-closed')).toBe(
      'You registered without an invitation code, and the time to add one has passed.',
    );
    expect(screen.queryByTestId('promote-bind-code')).toBeNull();
  });

  it('warns prominently when the promotions budget is exhausted', async () => {
    await open(withSummary({ rules: rules({ budgetOpen: false }) }));
    const notice = screen.getByTestId('promote-budget');
    expect(notice.getAttribute('role')).toBe('alert');
    expect(notice.textContent).toContain('Promotions budget exhausted');
    expect(notice.textContent).toContain('new rebates are recorded but not paid');
  });

  it('tells an account that may not invite so, with nothing to share', async () => {
    await open(withSummary({ mayRefer: false }));
    expect(screen.getByTestId('promote-no-right').textContent).toContain(
      'This account cannot invite',
    );
    for (const absent of [
      'promote-invite',
      'promote-hero',
      'promote-code',
      'promote-link',
      'promote-copy-link',
      'promote-share',
      'promote-poster-open',
    ])
      expect(screen.queryByTestId(absent)).toBeNull();
    expect(screen.queryByRole('img', { name: 'QR code of your invitation link' })).toBeNull();
    // Rebates already recorded stay.
    expect(screen.getByTestId('promote-rewards')).toBeTruthy();
    expect(await screen.findByTestId('promote-invitees')).toBeTruthy();
  });

  it('opens the system share sheet where the browser has one', async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    await open();
    fireEvent.click(screen.getByTestId('promote-share'));
    expect(share).toHaveBeenCalledWith({
      title: 'Invite friends, earn rebates',
      text: 'Register with my invitation code ALICE123',
      url: `${window.location.origin}/register?inviteCode=ALICE123`,
    });
  });

  it('shows the poster read with the session, with a download link', async () => {
    stubPreviews();
    await open();
    const poster = servePoster();
    fireEvent.click(screen.getByTestId('promote-poster-open'));
    const image = await screen.findByTestId('promote-poster-image');
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    expect(poster.calls).toEqual([{ lang: 'en_US', token: 't' }]);
    const download = screen.getByTestId('promote-poster-download');
    expect(download.getAttribute('href')).toBe(image.getAttribute('src'));
    expect(download.getAttribute('download')).toBe('invite-ALICE123.png');
  });

  it('lists customers by generation and the invitees, filtered by generation', async () => {
    const server = await open(
      promoteRoutes({
        [`GET ${INVITEES}`]: (_body, query) => ({
          data: query.get('generation') === '2' ? page([]) : page([invitee({ verified: false })]),
        }),
      }),
    );
    const first = await screen.findByTestId('promote-generation-1');
    expect(within(first).getByTestId('promote-generation-people').textContent).toBe('3');
    expect(within(first).getByTestId('promote-generation-verified').textContent).toBe('2');
    expect(within(first).getByTestId('promote-generation-recharge').textContent).toBe('2,500.00');
    expect(within(first).getByTestId('promote-generation-rebates').textContent).toBe(
      'Rebates: 52.50 USDT',
    );
    expect(
      within(screen.getByTestId('promote-generation-2')).getByTestId('promote-generation-rebates')
        .textContent,
    ).toBe('Rebates: None');
    expect(server.callsTo(GENERATIONS)).toHaveLength(1);

    const row = await screen.findByTestId('promote-invitee-0');
    expect(within(row).getByTestId('promote-invitee-name').textContent).toBe('ca***l');
    expect(within(row).getByTestId('promote-invitee-verified').textContent).toBe('Not verified');
    expect(within(row).getByTestId('promote-invitee-recharge').textContent).toBe(
      'Recharged 1,500.00 USDT',
    );
    expect(server.callsTo(INVITEES)[0]?.query.get('generation')).toBeNull();

    fireEvent.click(screen.getByTestId('promote-filter-2'));
    expect((await screen.findByTestId('promote-invitees-empty')).textContent).toBe(
      'No invitees in this generation yet.',
    );
    expect(server.callsTo(INVITEES)[1]?.query.get('generation')).toBe('2');
  });

  it('invites to share when there are no invitees yet', async () => {
    await open(promoteRoutes({ [`GET ${INVITEES}`]: () => ({ data: page([]) }) }));
    expect((await screen.findByTestId('promote-invitees-empty')).textContent).toBe(
      'No invitees yet — share your link to invite friends.',
    );
  });

  it('lists rebate records with their state, and why an unpaid one was not paid', async () => {
    const vestsAt = NOW + 2 * DAY_MS;
    await open(
      promoteRoutes({
        [`GET ${RECORDS}`]: () => ({
          data: page([
            record({ id: 'r1' }),
            record({ id: 'r2', vestsAt }),
            record({ id: 'r3', state: 'claimed', claimedAt: NOW - DAY_MS }),
            record({
              id: 'r4',
              state: 'unverified',
              basis: 'deposit',
              base: '1000',
              rate: '0.05',
              amount: '50',
            }),
            record({ id: 'r5', state: 'unfunded' }),
          ]),
        }),
      }),
    );
    fireEvent.click(screen.getByTestId('promote-tab-records'));
    const row = (id: string) => within(screen.getByTestId(`promote-record-${id}`));
    await screen.findByTestId('promote-record-r1');
    expect(row('r1').getByTestId('promote-record-state').textContent).toBe('Claimable');
    expect(row('r1').getByTestId('promote-record-amount').textContent).toBe('1.00 USDT');
    expect(row('r1').getByTestId('promote-record-from').textContent).toBe(
      'From ca***l, generation 1 · 20% of 5 USDT',
    );
    expect(row('r2').getByTestId('promote-record-state').textContent).toBe('Vesting');
    expect(row('r2').getByTestId('promote-record-note').textContent).toBe(
      `Vests on ${formatDateTime(vestsAt)}`,
    );
    expect(row('r3').getByTestId('promote-record-state').textContent).toBe('Claimed');
    expect(row('r4').getByText('Deposits')).toBeTruthy();
    expect(row('r4').getByTestId('promote-record-state').textContent).toBe('Unverified');
    expect(row('r4').getByTestId('promote-record-note').textContent).toBe(
      'Not paid: the invitee had not verified their identity.',
    );
    expect(row('r5').getByTestId('promote-record-note').textContent).toBe(
      'Not paid: the promotions budget was empty.',
    );
  });

  it('says honestly when there are no rebates yet', async () => {
    await open(promoteRoutes({ [`GET ${RECORDS}`]: () => ({ data: page([]) }) }));
    fireEvent.click(screen.getByTestId('promote-tab-records'));
    expect((await screen.findByTestId('promote-records-empty')).textContent).toBe(
      'No rebates yet. They appear here once your verified invitees do what the rules pay on.',
    );
  });

  it('shows the caller’s sign-up bonus credit with what is left to trade', async () => {
    const server = await open(
      promoteRoutes({ [`GET ${BONUS}`]: () => ({ data: { offer: null, credit: bonusCredit() } }) }),
    );
    expect(server.callsTo(BONUS)[0]?.token).toBe('t');
    expect((await screen.findByTestId('promote-bonus-remaining')).textContent).toBe(
      'Trade 18,000.00 USDT more to release it.',
    );
  });

  it('in demo mode says the programme belongs to the real account and asks nothing', async () => {
    useSession.setState({ token: 'demo', member, real: { token: 't', member }, demo: true });
    const server = fakeServer(promoteRoutes());
    renderAt(PATH, <PromoteScreen />);
    expect((await screen.findByTestId('promote-demo')).textContent).toContain('Exit demo mode');
    expect(server.calls).toEqual([]);
  });
});
