import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, operator, renderConsole, type Handlers } from '../test/harness';
import { RISK_CLASSES, SETTINGS } from '../test/p2p';

const TYPES = [
  { type: 'bank_card', riskClass: 3, enabled: true },
  { type: 'wechat', riskClass: 3, enabled: true },
  { type: 'alipay', riskClass: 3, enabled: true },
  { type: 'western_union', riskClass: 4, enabled: false },
  { type: 'swift', riskClass: 2, enabled: true },
  { type: 'crypto', riskClass: 1, enabled: true },
];

function configServer(extra: Handlers = {}) {
  return fakeServer({
    'GET /admin-api/auth/me': () => ({ data: operator(['config.manage']) }),
    'GET /admin-api/config/coins': () => ({ data: [] }),
    'GET /admin-api/config/currencies': () => ({ data: [] }),
    'GET /admin-api/config/settings': () => ({
      data: { withdrawalCodeAboveUsdt: '10000', updatedAt: null },
    }),
    'GET /admin-api/identity/limits': () => ({ data: { limits: [] } }),
    'GET /admin-api/identity/settings': () => ({ data: { failedRetentionDays: 180 } }),
    'GET /admin-api/identity/business-deposits': () => ({ data: { deposits: [] } }),
    'GET /admin-api/p2p/payment-types': () => ({ data: { types: TYPES } }),
    'GET /admin-api/p2p/settings': () => ({ data: SETTINGS }),
    'GET /admin-api/p2p/risk-classes': () => ({ data: { classes: RISK_CLASSES } }),
    ...extra,
  });
}

describe('P2P configuration', () => {
  it('lists the six payment types with their risk class and whether each is offered', async () => {
    renderConsole({ path: '/config', fetch: configServer().fetch, token: 't' });
    const rows = await screen.findAllByTestId('p2p-type-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Bank card3 · mediumYes',
      'WeChat3 · mediumYes',
      'Alipay3 · mediumYes',
      'Western Union4 · highNo',
      'SWIFT transfer2 · lowYes',
      'Digital currency1 · very lowYes',
    ]);
  });

  it('names the types and classes in Chinese', async () => {
    window.localStorage.setItem('console-lang', 'zh');
    try {
      renderConsole({ path: '/config', fetch: configServer().fetch, token: 't' });
      const rows = await screen.findAllByTestId('p2p-type-row');
      expect(rows.map((r) => r.textContent)).toEqual([
        '银行卡3 · 中是',
        '微信3 · 中是',
        '支付宝3 · 中是',
        '西联汇款4 · 高否',
        'SWIFT 转账2 · 低是',
        '数字货币1 · 极低是',
      ]);
    } finally {
      window.localStorage.removeItem('console-lang');
    }
  });

  it('posts all six types with the changed class and offered flag', async () => {
    const server = configServer({
      'POST /admin-api/p2p/payment-types': (call) => ({ data: call.body }),
    });
    const { user } = renderConsole({ path: '/config', fetch: server.fetch, token: 't' });
    await screen.findAllByTestId('p2p-type-row');
    await user.click(screen.getByTestId('p2p-types-edit'));
    const form = screen.getByTestId('p2p-types-form');
    const submit = within(form).getByTestId<HTMLButtonElement>('p2p-types-submit');
    expect(within(form).getAllByTestId('p2p-type-form-row')).toHaveLength(6);
    // Nothing changed yet, and a change undone is none either.
    expect(submit.disabled).toBe(true);
    await user.click(within(form).getByTestId('p2p-offered-wechat'));
    expect(submit.disabled).toBe(false);
    await user.click(within(form).getByTestId('p2p-offered-wechat'));
    expect(submit.disabled).toBe(true);

    await user.selectOptions(within(form).getByTestId('p2p-risk-alipay'), '4 · high');
    await user.click(within(form).getByTestId('p2p-offered-western_union'));
    await user.click(submit);

    expect((await screen.findByTestId('notice-ok')).textContent).toContain(
      'P2P payment types saved',
    );
    expect(server.callsTo('POST', '/admin-api/p2p/payment-types')[0]?.body).toEqual({
      types: [
        { type: 'bank_card', riskClass: 3, enabled: true },
        { type: 'wechat', riskClass: 3, enabled: true },
        { type: 'alipay', riskClass: 4, enabled: true },
        { type: 'western_union', riskClass: 4, enabled: true },
        { type: 'swift', riskClass: 2, enabled: true },
        { type: 'crypto', riskClass: 1, enabled: true },
      ],
    });
    await waitFor(() => expect(screen.queryByTestId('p2p-types-form')).toBeNull());
    const rows = screen.getAllByTestId('p2p-type-row');
    expect(rows[2]?.textContent).toBe('Alipay4 · highYes');
    expect(rows[3]?.textContent).toBe('Western Union4 · highYes');
  });

  it("keeps the types form open with the server's refusal", async () => {
    const server = configServer({
      'POST /admin-api/p2p/payment-types': () => ({ code: 10004, message: 'Invalid parameter' }),
    });
    const { user } = renderConsole({ path: '/config', fetch: server.fetch, token: 't' });
    await screen.findAllByTestId('p2p-type-row');
    await user.click(screen.getByTestId('p2p-types-edit'));
    await user.click(screen.getByTestId('p2p-offered-crypto'));
    await user.click(screen.getByTestId('p2p-types-submit'));
    expect((await screen.findByTestId('notice-error')).textContent).toContain('Invalid parameter');
    expect(screen.getByTestId('p2p-types-form')).toBeTruthy();
  });

  it('sets the payment method cap per user as a whole number from 1 to 100', async () => {
    const server = configServer({
      'POST /admin-api/p2p/settings': (call) => ({
        data: { ...SETTINGS, ...(call.body as object) },
      }),
    });
    const { user } = renderConsole({ path: '/config', fetch: server.fetch, token: 't' });
    await waitFor(() =>
      expect(screen.getByTestId('p2p-cap-value').textContent).toBe(
        'A user may hold up to 20 payment methods.',
      ),
    );
    await user.click(screen.getByTestId('p2p-cap-edit'));
    const input = screen.getByTestId<HTMLInputElement>('p2p-cap-input');
    for (const refused of ['2.5', '0', '101']) {
      await user.clear(input);
      await user.type(input, refused);
      expect([refused, input.validity.valid]).toEqual([refused, false]);
    }
    await user.click(screen.getByTestId('p2p-cap-submit'));
    expect(server.callsTo('POST', '/admin-api/p2p/settings')).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '100');
    expect(input.validity.valid).toBe(true);
    await user.clear(input);
    await user.type(input, '5');
    await user.click(screen.getByTestId('p2p-cap-submit'));
    expect((await screen.findByTestId('notice-ok')).textContent).toContain(
      'Payment methods per user set to 5',
    );
    expect(server.callsTo('POST', '/admin-api/p2p/settings')[0]?.body).toEqual({
      paymentMethodCap: 5,
    });
    await waitFor(() =>
      expect(screen.getByTestId('p2p-cap-value').textContent).toBe(
        'A user may hold up to 5 payment methods.',
      ),
    );
  });

  it('states every setting, and sends only the one changed within its bounds', async () => {
    const server = configServer({
      'POST /admin-api/p2p/settings': (call) => ({
        data: { ...SETTINGS, ...(call.body as object) },
      }),
    });
    const { user } = renderConsole({ path: '/config', fetch: server.fetch, token: 't' });
    await waitFor(() =>
      expect(screen.getByTestId('p2p-release-value').textContent).toBe(
        'An order the seller has not released 30 minutes after payment counts as overdue.',
      ),
    );
    expect(screen.getByTestId('p2p-ads-value').textContent).toBe(
      'An advertiser may hold up to 20 ads, listed or delisted.',
    );
    expect(screen.getByTestId('p2p-open-orders-value').textContent).toBe(
      'A user may have up to 5 unfinished orders on others’ ads.',
    );
    expect(screen.getByTestId('p2p-cancels-value').textContent).toBe(
      'After 3 cancellations in one day (UTC) a user may not buy until the next day.',
    );
    expect(screen.getByTestId('p2p-second-value').textContent).toBe(
      'Deciding an appeal on an order worth more than 10000 USD takes two operators: one proposes, another confirms.',
    );

    // Each form takes only the whole numbers its setting allows.
    const bounds = [
      ['p2p-ads', ['0', '1001', '2.5'], ['1', '1000']],
      ['p2p-open-orders', ['0', '101'], ['1', '100']],
      ['p2p-cancels', ['0', '101'], ['1', '100']],
      ['p2p-release', ['4', '1441', '30.5'], ['5', '1440', '999', '1439']],
    ] as const;
    for (const [prefix, refused, taken] of bounds) {
      await user.click(screen.getByTestId(`${prefix}-edit`));
      const input = screen.getByTestId<HTMLInputElement>(`${prefix}-input`);
      for (const value of [...refused, ...taken]) {
        await user.clear(input);
        await user.type(input, value);
        expect([prefix, value, input.validity.valid]).toEqual([
          prefix,
          value,
          (taken as readonly string[]).includes(value),
        ]);
      }
      await user.click(within(screen.getByTestId(`${prefix}-form`)).getByText('Cancel'));
    }
    expect(server.callsTo('POST', '/admin-api/p2p/settings')).toHaveLength(0);

    await user.click(screen.getByTestId('p2p-release-edit'));
    await user.clear(screen.getByTestId('p2p-release-input'));
    await user.type(screen.getByTestId('p2p-release-input'), '45');
    await user.click(screen.getByTestId('p2p-release-submit'));
    expect((await screen.findByTestId('notice-ok')).textContent).toContain(
      'Release window set to 45 minutes',
    );
    expect(server.callsTo('POST', '/admin-api/p2p/settings')[0]?.body).toEqual({
      releaseMinutes: 45,
    });
    await waitFor(() =>
      expect(screen.getByTestId('p2p-release-value').textContent).toContain('45 minutes'),
    );
  });

  it('sets the two-operator threshold as a USD amount with up to 2 decimals', async () => {
    const server = configServer({
      'POST /admin-api/p2p/settings': (call) => ({
        data: { ...SETTINGS, ...(call.body as object) },
      }),
    });
    const { user } = renderConsole({ path: '/config', fetch: server.fetch, token: 't' });
    await waitFor(() =>
      expect(screen.getByTestId<HTMLButtonElement>('p2p-second-edit').disabled).toBe(false),
    );
    await user.click(screen.getByTestId('p2p-second-edit'));
    const input = screen.getByTestId<HTMLInputElement>('p2p-second-input');
    const submit = screen.getByTestId<HTMLButtonElement>('p2p-second-submit');
    // The same amount written otherwise is no change.
    await user.clear(input);
    await user.type(input, '10000.00');
    expect(submit.disabled).toBe(true);
    for (const refused of ['1.005', '-1', '1234567890123', '01']) {
      await user.clear(input);
      await user.type(input, refused);
      expect([refused, input.validity.valid]).toEqual([refused, false]);
    }
    await user.clear(input);
    await user.type(input, '2500.5');
    expect(input.validity.valid).toBe(true);
    await user.click(submit);
    expect((await screen.findByTestId('notice-ok')).textContent).toContain(
      'Two-operator threshold set to 2500.5 USD',
    );
    expect(server.callsTo('POST', '/admin-api/p2p/settings')[0]?.body).toEqual({
      appealSecondUsd: '2500.5',
    });
    await waitFor(() =>
      expect(screen.getByTestId('p2p-second-value').textContent).toContain('2500.5 USD'),
    );
  });

  it('lists each risk class’s first trade cap and withdrawal hold, with what they do', async () => {
    renderConsole({ path: '/config', fetch: configServer().fetch, token: 't' });
    const rows = await screen.findAllByTestId('p2p-risk-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      '1 · very low20000None',
      '2 · low1000024',
      '3 · medium200072',
      '4 · high500168',
    ]);
    expect(screen.getByTestId('config-p2p-risk').textContent).toContain(
      'The hold is applied by withdrawals, which are being wired to it now.',
    );
  });

  it('saves all four risk classes together, refusing a cap of 0 and a hold beyond 720 hours', async () => {
    const server = configServer({
      'POST /admin-api/p2p/risk-classes': (call) => ({ data: call.body }),
    });
    const { user } = renderConsole({ path: '/config', fetch: server.fetch, token: 't' });
    await screen.findAllByTestId('p2p-risk-row');
    await user.click(screen.getByTestId('p2p-risk-edit'));
    const form = screen.getByTestId('p2p-risk-form');
    const submit = within(form).getByTestId<HTMLButtonElement>('p2p-risk-submit');
    expect(submit.disabled).toBe(true);

    const cap = within(form).getByTestId('p2p-risk-cap-4');
    const hold = within(form).getByTestId('p2p-risk-hold-3');
    await user.clear(cap);
    await user.type(cap, '0');
    await user.clear(hold);
    await user.type(hold, '721');
    expect(within(form).getByTestId('p2p-risk-problems').textContent).toBe(
      '3 · medium: the hold must be whole hours from 0 to 720' +
        '4 · high: the cap must be a number above 0',
    );
    expect(submit.disabled).toBe(true);
    await user.clear(hold);
    await user.type(hold, '1.5');
    expect(within(form).getByTestId('p2p-risk-problems').textContent).toContain(
      '3 · medium: the hold must be whole hours',
    );

    await user.clear(cap);
    await user.type(cap, '750.50');
    await user.clear(hold);
    await user.type(hold, '96');
    expect(within(form).queryByTestId('p2p-risk-problems')).toBeNull();
    await user.click(submit);

    expect((await screen.findByTestId('notice-ok')).textContent).toContain('Risk classes saved');
    expect(server.callsTo('POST', '/admin-api/p2p/risk-classes')[0]?.body).toEqual({
      classes: [
        { riskClass: 1, firstTradeCapUsd: '20000', withdrawHoldHours: 0 },
        { riskClass: 2, firstTradeCapUsd: '10000', withdrawHoldHours: 24 },
        { riskClass: 3, firstTradeCapUsd: '2000', withdrawHoldHours: 96 },
        { riskClass: 4, firstTradeCapUsd: '750.50', withdrawHoldHours: 168 },
      ],
    });
    await waitFor(() => expect(screen.queryByTestId('p2p-risk-form')).toBeNull());
    expect(screen.getAllByTestId('p2p-risk-row')[3]?.textContent).toBe('4 · high750.50168');
  });
});
