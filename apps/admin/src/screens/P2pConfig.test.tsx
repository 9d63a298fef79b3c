import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, operator, renderConsole, type Handlers } from '../test/harness';

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
    ...extra,
  });
}

const SETTINGS = {
  paymentMethodCap: 20,
  adLimit: 20,
  openOrderLimit: 5,
  cancelLimit: 3,
  releaseMinutes: 30,
  appealSecondUsd: '10000',
};

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
});
