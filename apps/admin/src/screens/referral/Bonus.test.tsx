import { ERRORS } from '@exchange/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatTime } from '../../lib/format';
import { fakeServer, operator, renderConsole, type Handlers } from '../../test/harness';
import { pageOf } from '../../test/p2p';
import { BONUS, LOCKED_GRANT, RELEASED_GRANT, UNFUNDED_GRANT } from './promotionFixtures';

const SETTINGS = '/admin-api/promotions/bonus';
const CREDITS = '/admin-api/promotions/bonus/credits';
const GRANTS = [LOCKED_GRANT, RELEASED_GRANT, UNFUNDED_GRANT];

function bonusServer(extra: Handlers = {}) {
  return fakeServer({
    'GET /admin-api/auth/me': () => ({ data: operator(['referral.manage']) }),
    [`GET ${SETTINGS}`]: () => ({ data: BONUS }),
    [`GET ${CREDITS}`]: (call) => {
      const status = call.query.get('status');
      return { data: pageOf(status ? GRANTS.filter((g) => g.status === status) : GRANTS) };
    },
    ...extra,
  });
}

const open = (server: ReturnType<typeof bonusServer>) =>
  renderConsole({ path: '/referral/bonus', fetch: server.fetch, token: 't' });

const input = (testId: string) => screen.getByTestId<HTMLInputElement>(testId);
const saveButton = () => screen.getByTestId<HTMLButtonElement>('bonus-save');
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('td')].map((c) => c.textContent);

describe('the sign-up bonus', () => {
  it('shows the offer with its turnover, who changed it, and the budget beside it', async () => {
    open(bonusServer());
    await screen.findByTestId('bonus-form');
    expect(screen.getByTestId('referral-tab-bonus').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('referral-tab-bonus').textContent).toBe('Sign-up bonus');
    expect(input('bonus-enabled').checked).toBe(true);
    expect(input('bonus-amount').value).toBe('3000');
    expect(input('bonus-multiple').value).toBe('10');
    expect(screen.getByTestId('bonus-turnover').textContent).toBe(
      'Turnover required: 3000 × 10 = 30000 USDT',
    );
    expect(screen.getByTestId('bonus-updated').textContent).toBe(
      `Last changed by carol, ${formatTime(BONUS.updatedAt)}`,
    );
    expect(screen.getByTestId('bonus-settings').textContent).toContain(
      'Changes apply only to grants made afterwards',
    );
    expect(screen.getByTestId('bonus-settings').textContent).toContain(
      'granted when a user’s primary identity verification passes',
    );
    expect(screen.getByTestId('bonus-budget-value').textContent).toBe('12000 USDT');
    expect(screen.getByTestId('bonus-outstanding').textContent).toBe('4500.5 USDT');
    expect(screen.queryByTestId('bonus-budget-short')).toBeNull();
    expect(saveButton().disabled).toBe(true);
  });

  it('saves a change, sending the whole offer, and starts afresh from the answer', async () => {
    const server = bonusServer({
      [`POST ${SETTINGS}`]: (call) => ({
        data: {
          ...BONUS,
          ...(call.body as object),
          updatedBy: 'alice',
          updatedAt: 1_735_800_000_000,
        },
      }),
    });
    const { user } = open(server);
    await screen.findByTestId('bonus-form');
    await user.clear(input('bonus-amount'));
    await user.type(input('bonus-amount'), '50.5');
    await user.clear(input('bonus-multiple'));
    await user.type(input('bonus-multiple'), '20');
    expect(screen.getByTestId('bonus-turnover').textContent).toBe(
      'Turnover required: 50.5 × 20 = 1010 USDT',
    );
    await user.click(input('bonus-enabled'));
    expect(saveButton().disabled).toBe(false);
    await user.click(saveButton());

    expect((await screen.findByTestId('notice-ok')).textContent).toContain('Sign-up bonus saved');
    expect(server.callsTo('POST', SETTINGS).map((c) => c.body)).toEqual([
      { enabled: false, amount: '50.5', turnoverMultiple: '20' },
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('bonus-updated').textContent).toBe(
        `Last changed by alice, ${formatTime(1_735_800_000_000)}`,
      ),
    );
    expect(input('bonus-enabled').checked).toBe(false);
    expect(input('bonus-amount').value).toBe('50.5');
    expect(saveButton().disabled).toBe(true);
  });

  it('refuses what the server would before sending, and shows the server’s refusal', async () => {
    const server = bonusServer({
      [`POST ${SETTINGS}`]: () => ({
        code: ERRORS.FIELD_OUT_OF_RANGE.code,
        message: 'turnoverMultiple is out of range',
      }),
    });
    const { user } = open(server);
    await screen.findByTestId('bonus-form');
    await user.clear(input('bonus-amount'));
    await user.type(input('bonus-amount'), '10.125');
    await user.clear(input('bonus-multiple'));
    await user.type(input('bonus-multiple'), '101');
    const problems = screen.getByTestId('bonus-problems').textContent;
    expect(problems).toContain('Amount: at most 2 decimals (whole cents).');
    expect(problems).toContain('Turnover multiple: a number from 1 to 100.');
    expect(input('bonus-amount').getAttribute('aria-invalid')).toBe('true');
    expect(saveButton().disabled).toBe(true);
    await user.clear(input('bonus-amount'));
    expect(screen.getByTestId('bonus-turnover').textContent).toBe(
      'Turnover required: — (enter an amount and a multiple)',
    );
    expect(screen.getByTestId('bonus-problems').textContent).toContain('Amount: a number above 0.');

    await user.type(input('bonus-amount'), '10.12');
    await user.clear(input('bonus-multiple'));
    await user.type(input('bonus-multiple'), '2.5');
    expect(screen.queryByTestId('bonus-problems')).toBeNull();
    await user.click(saveButton());
    const error = await screen.findByTestId('bonus-save-error');
    expect(error.textContent).toBe('turnoverMultiple is out of range');
    expect(server.callsTo('POST', SETTINGS)).toHaveLength(1);
    // The form keeps what was typed.
    expect(input('bonus-amount').value).toBe('10.12');

    await user.click(screen.getByTestId('bonus-discard'));
    expect(input('bonus-amount').value).toBe('3000');
    expect(screen.queryByTestId('bonus-save-error')).toBeNull();
  });

  it('warns when the budget is below one bonus: new grants would be unfunded', async () => {
    open(bonusServer({ [`GET ${SETTINGS}`]: () => ({ data: { ...BONUS, budget: '2999.99' } }) }));
    expect((await screen.findByTestId('bonus-budget-short')).textContent).toBe(
      'The promotions budget (2999.99 USDT) is below one bonus (3000 USDT): new grants will be recorded as unfunded until it is topped up.',
    );
  });

  it('lists the grants with their progress and asks the server by status', async () => {
    const server = bonusServer();
    const { user } = open(server);
    const rows = await screen.findAllByTestId('bonus-row');
    expect(rows.map(cellsOf)).toEqual([
      [
        '10000055',
        'er***n',
        '3000',
        '2500.5',
        '12000 / 30000 (40 %)',
        'Locked',
        formatTime(LOCKED_GRANT.grantedAt),
        '—',
      ],
      [
        '10000077',
        'fr***k',
        '3000',
        '0',
        '30250.75 / 30000 (100 %)',
        'Released',
        formatTime(RELEASED_GRANT.grantedAt),
        formatTime(RELEASED_GRANT.releasedAt),
      ],
      [
        '10000078',
        'he***i',
        '3000',
        '0',
        '0 / 30000 (0 %)',
        'Unfunded',
        formatTime(UNFUNDED_GRANT.grantedAt),
        '—',
      ],
    ]);
    const bar = within(rows[0]!).getByRole('progressbar');
    expect(bar.getAttribute('value')).toBe('40');
    expect(bar.getAttribute('aria-label')).toBe('40 % of the turnover traded');
    expect(Object.fromEntries(server.callsTo('GET', CREDITS)[0]!.query)).toEqual({
      pageNo: '1',
      pageSize: '50',
    });

    await user.selectOptions(screen.getByTestId('filter-status'), 'unfunded');
    await waitFor(() => expect(screen.getAllByTestId('bonus-row')).toHaveLength(1));
    expect(within(screen.getByTestId('bonus-row')).getByTestId('bonus-status').textContent).toBe(
      'Unfunded',
    );
    expect(Object.fromEntries(server.callsTo('GET', CREDITS).at(-1)!.query)).toEqual({
      pageNo: '1',
      pageSize: '50',
      status: 'unfunded',
    });
  });

  it('is in Chinese when the console is', async () => {
    window.localStorage.setItem('console-lang', 'zh');
    open(bonusServer());
    const [row] = await screen.findAllByTestId('bonus-row');
    expect(screen.getByTestId('referral-tab-bonus').textContent).toBe('注册赠金');
    expect(within(row!).getByTestId('bonus-status').textContent).toBe('锁定中');
    expect(screen.getByTestId('bonus-turnover').textContent).toBe(
      '所需交易量：3000 × 10 = 30000 USDT',
    );
  });
});
