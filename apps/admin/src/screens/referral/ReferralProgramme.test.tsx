import { ERRORS } from '@exchange/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REFERRAL_STALE_CODE } from '../../api/referral';
import { fakeServer, operator, renderConsole, type Handlers } from '../../test/harness';
import { pageOf } from '../../test/p2p';
import { CONSOLE, INVALID, STALE, SWITCHED_ON } from './referralFixtures';

const API = '/admin-api/referral/programme';

function programmeServer(
  extra: Handlers = {},
  permissions: Parameters<typeof operator>[0] = ['referral.manage'],
) {
  return fakeServer({
    'GET /admin-api/auth/me': () => ({ data: operator(permissions) }),
    [`GET ${API}`]: () => ({ data: CONSOLE }),
    'GET /admin-api/adjustments': () => ({ data: pageOf([]) }),
    ...extra,
  });
}

const input = (testId: string) => screen.getByTestId<HTMLInputElement>(testId);

describe('the referral programme', () => {
  it('shows rates in per cent and sends them back as fractions with the version', async () => {
    const server = programmeServer({
      [`POST ${API}`]: (call) => {
        const body = call.body as { programme: typeof CONSOLE.programme };
        return { data: { ...CONSOLE, programme: body.programme, version: 4 } };
      },
    });
    const { user } = renderConsole({ path: '/referral', fetch: server.fetch, token: 't' });
    await screen.findByTestId('referral-programme-form');
    expect(input('referral-rate-fee-1').value).toBe('20');
    expect(input('referral-rate-fee-2').value).toBe('10');
    expect(screen.getByTestId('referral-sent-fee').textContent).toBe('0.2 / 0.1');
    expect(screen.getByTestId('referral-sent-deposit').textContent).toBe('Off');
    expect(input('referral-tier-platinum-min').value).toBe('');
    expect(screen.getByTestId('referral-overlaps').textContent).toBe(
      'Bronze and Silver overlap — as given by the spec',
    );
    expect(screen.getByTestId<HTMLButtonElement>('referral-save').disabled).toBe(true);

    await user.clear(input('referral-rate-fee-1'));
    await user.type(input('referral-rate-fee-1'), '12.5');
    await user.type(input('referral-rate-mining-1'), '5');
    expect(screen.getByTestId('referral-sent-fee').textContent).toBe('0.125 / 0.1');
    expect(screen.getByTestId('referral-sent-mining').textContent).toBe('0.05');
    await user.clear(input('referral-daily-cap'));
    await user.click(screen.getByTestId('referral-miner-rule'));
    expect(screen.queryByTestId('referral-compliance-banner')).toBeNull();
    await user.click(screen.getByTestId('referral-save'));

    expect((await screen.findByTestId('notice-ok')).textContent).toContain(
      'Referral programme saved',
    );
    expect(server.callsTo('POST', API)[0]?.body).toEqual({
      version: 3,
      programme: {
        ...CONSOLE.programme,
        rates: { fee: ['0.125', '0.1'], deposit: [], mining: ['0.05'] },
        minerLevelRule: true,
        dailyCapUsdt: null,
      },
    });
    // The answer's programme is the form's new start, in per cent again.
    await waitFor(() =>
      expect(screen.getByTestId('referral-facts').textContent).toContain('Version4'),
    );
    expect(input('referral-rate-fee-1').value).toBe('12.5');
    expect(input('referral-rate-mining-1').value).toBe('5');
    expect(screen.getByTestId('referral-change').textContent).toBe('Nothing changed yet.');
  });

  it('refuses what the contract refuses, before sending', async () => {
    const server = programmeServer();
    const { user } = renderConsole({ path: '/referral', fetch: server.fetch, token: 't' });
    await screen.findByTestId('referral-programme-form');
    await user.clear(input('referral-rate-fee-1'));
    await user.type(input('referral-rate-fee-1'), '150');
    await user.clear(input('referral-rate-fee-2'));
    await user.type(input('referral-rate-fee-2'), '10');
    await user.type(input('referral-tier-platinum-max'), '20000');
    const problems = screen.getByTestId('referral-problems').textContent;
    expect(problems).toContain('Trading fees, level 1: a rate above 0 and at most 100 %');
    expect(problems).toContain('Platinum: a maximum needs a minimum');
    expect(screen.getByTestId<HTMLButtonElement>('referral-save').disabled).toBe(true);
    await user.clear(input('referral-rate-fee-1'));
    expect(screen.getByTestId('referral-problems').textContent).toContain(
      'Trading fees, level 1: fill in the levels in order',
    );
  });

  it('shows a banner and does not save when deposit rates are entered with the switch off', async () => {
    const server = programmeServer();
    const { user } = renderConsole({ path: '/referral', fetch: server.fetch, token: 't' });
    await screen.findByTestId('referral-programme-form');
    await user.type(input('referral-rate-deposit-1'), '5');
    const banner = screen.getByTestId('referral-compliance-banner');
    expect(banner.textContent).toContain('needs the compliance switch, which is off');
    expect(banner.textContent).toContain('it pays rebates on deposits');
    expect(banner.textContent).toContain('legal tests for pyramid schemes');
    expect(within(banner).getByTestId('referral-banner-compliance')).toBeTruthy();
    expect(screen.getByTestId<HTMLButtonElement>('referral-save').disabled).toBe(true);
    await user.clear(input('referral-rate-deposit-1'));
    expect(screen.queryByTestId('referral-compliance-banner')).toBeNull();

    // The spec's full scheme fills the form only; its 4 levels need the switch too.
    await user.click(screen.getByTestId('referral-spec'));
    expect(input('referral-levels').value).toBe('4');
    expect(screen.getByTestId('referral-sent-deposit').textContent).toBe(
      '0.05 / 0.03 / 0.02 / 0.01',
    );
    expect(screen.getByTestId('referral-sent-mining').textContent).toBe('0.2 / 0.1 / 0.05');
    expect(screen.getByTestId('referral-sent-fee').textContent).toBe('0.2 / 0.1');
    expect(screen.getByTestId('referral-compliance-banner').textContent).toContain(
      'more than 2 levels',
    );
    expect(server.callsTo('POST', API)).toHaveLength(0);
  });

  it('saves the full scheme once the switch is on', async () => {
    const server = programmeServer({
      [`GET ${API}`]: () => ({ data: SWITCHED_ON }),
      [`POST ${API}`]: () => ({ data: { ...SWITCHED_ON, needsCompliance: true, version: 4 } }),
    });
    const { user } = renderConsole({ path: '/referral', fetch: server.fetch, token: 't' });
    await screen.findByTestId('referral-programme-form');
    await user.click(screen.getByTestId('referral-spec'));
    expect(screen.queryByTestId('referral-compliance-banner')).toBeNull();
    expect(screen.getByTestId('referral-compliance-allowed').textContent).toContain('carol');
    await user.click(screen.getByTestId('referral-save'));
    await screen.findByTestId('notice-ok');
    const body = server.callsTo('POST', API)[0]?.body as { programme: unknown };
    expect(body.programme).toMatchObject({
      levels: 4,
      rates: {
        fee: ['0.2', '0.1'],
        deposit: ['0.05', '0.03', '0.02', '0.01'],
        mining: ['0.2', '0.1', '0.05'],
      },
    });
  });

  it('shows the server’s refusal, and on a stale version asks to reload', async () => {
    let version = 3;
    const server = programmeServer({
      [`GET ${API}`]: () => ({ data: { ...CONSOLE, version } }),
      [`POST ${API}`]: () => STALE,
    });
    const { user } = renderConsole({ path: '/referral', fetch: server.fetch, token: 't' });
    await screen.findByTestId('referral-programme-form');
    await user.clear(input('referral-vesting'));
    await user.type(input('referral-vesting'), '14');
    await user.click(screen.getByTestId('referral-save'));
    const error = await screen.findByTestId('referral-save-error');
    expect(error.textContent).toContain('Someone changed the programme settings meanwhile');
    expect(error.textContent).toContain('Reload to see the programme as it is now');
    version = 5;
    await user.click(within(error).getByTestId('referral-reload'));
    await waitFor(() => expect(input('referral-vesting').value).toBe('7'));
    expect(screen.queryByTestId('referral-save-error')).toBeNull();
    expect(screen.getByTestId('referral-facts').textContent).toContain('Version5');
    expect(REFERRAL_STALE_CODE).toBe(ERRORS.REFERRAL_STALE.code);
  });

  it('shows other refusals as the server words them, without a reload', async () => {
    const server = programmeServer({ [`POST ${API}`]: () => INVALID });
    const { user } = renderConsole({ path: '/referral', fetch: server.fetch, token: 't' });
    await screen.findByTestId('referral-programme-form');
    await user.click(screen.getByTestId('referral-default-may-refer'));
    await user.click(screen.getByTestId('referral-save'));
    const error = await screen.findByTestId('referral-save-error');
    expect(error.textContent).toBe(INVALID.message);
    expect(screen.queryByTestId('referral-reload')).toBeNull();
  });

  it('shows the budget per coin and leads to its top-up in Adjustments', async () => {
    const server = programmeServer({}, ['referral.manage', 'ledger.read', 'adjustments.make']);
    const { user } = renderConsole({ path: '/referral', fetch: server.fetch, token: 't' });
    const rows = await screen.findAllByTestId('referral-budget-row');
    expect(
      rows.map((r) => [...r.querySelectorAll('td')].slice(0, 3).map((cell) => cell.textContent)),
    ).toEqual([
      ['USDT', '5000', '120.5'],
      ['BTC', '0', '0.002'],
    ]);
    expect(screen.queryByTestId('referral-budget-empty')).toBeNull();
    expect(screen.getByTestId('referral-budget-hint').textContent).toContain(
      'kind “Promotions budget top-up” (promotions_fund)',
    );
    await user.click(screen.getByTestId('referral-adjustments'));
    await user.click(await screen.findByTestId('adjustment-new'));
    await user.selectOptions(screen.getByTestId('adjustment-kind'), 'promotions_fund');
    expect(screen.getByTestId('adjustment-note').textContent).toContain(
      'referral rebates and bonuses are paid only from this account',
    );
    expect(screen.queryByTestId('adjustment-uid')).toBeNull();
    expect(screen.queryByTestId('adjustment-wallet')).toBeNull();
  });

  it('is in Chinese when the console is', async () => {
    window.localStorage.setItem('console-lang', 'zh');
    const server = programmeServer();
    renderConsole({ path: '/referral', fetch: server.fetch, token: 't' });
    await screen.findByTestId('referral-programme-form');
    expect(screen.getByTestId('nav-referral').textContent).toBe('推广返佣');
    expect(screen.getByTestId('referral-overlaps').textContent).toBe(
      '青铜与白银的区间重叠——需求文档原文如此',
    );
  });
});
