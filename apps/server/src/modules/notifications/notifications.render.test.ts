import { LOCALES } from '@exchange/contracts';
import { describe, expect, it } from 'vitest';
import { render } from './notifications.render.js';
import { EN, EN_SECURITY } from './texts/en.js';

const values = {
  id: '7',
  ratio: '60.04 %',
  repaid: '30060 USDT',
  surplus: '310.5 USDT',
  returned: '0.157 BTC',
  no: '26112800000001',
  quantity: '1',
  coin: 'USDT',
  amount: '7.1',
  fiat: 'CNY',
  asset: 'USDT',
  chain: 'TRC20',
  reason: 'r',
  txid: 't',
  base: 'BTC',
  quote: 'USDT',
  symbol: 'BTC/USDT',
  price: '1',
  rate: '85 %',
  agent: 'Ann',
  preview: 'hi',
  order: 'o',
  day: '2026-11-28',
  device: 'Chrome',
  ip: '127.0.0.1',
  total: '1',
  due: '2026-12-01 00:00',
  owed: '1',
};

const KINDS = [
  ...Object.keys(EN),
  ...['created', 'paid', 'timed_out', 'completed', 'cancelled', 'appeal', 'evidence'].map(
    (e) => `p2p.${e}`,
  ),
  'pledge.margin_call',
  'pledge.liquidated',
  ...['approved', 'rejected', 'overdue', 'collected'].map((n) => `credit.${n}`),
];

describe('notification texts', () => {
  it('word a pledge loan’s notice in the reader’s language, figures filled in', () => {
    expect(render('zh_CN', 'pledge.margin_call', values)).toEqual({
      title: '您的质押借币 #7 触发补仓提醒',
      body: '您的质押借币 #7 质押率已达 60.04 %。请追加质押物或部分还款：达到平仓线时，质押物将被卖出以偿还借款。',
    });
    expect(render('en_US', 'pledge.liquidated', values).body).toContain(
      '30060 USDT repaid the loan, 310.5 USDT of the proceeds and 0.157 BTC',
    );
  });

  it('name the security change in the reader’s language', () => {
    const en = render('en_US', 'security.changed', { ...values, change: 'password_change' });
    expect(en.title).toBe(`Security change: ${EN_SECURITY.password_change}`);
    const ja = render('ja_JP', 'security.changed', { ...values, change: 'password_change' });
    expect(ja.title).not.toContain('password_change');
    expect(ja.title).not.toBe(en.title);
  });

  it('leave nothing unfilled in any language for any kind', () => {
    for (const locale of LOCALES)
      for (const kind of KINDS) {
        const { title, body } = render(locale, kind, { ...values, change: 'email_bind' });
        expect(`${title} ${body}`, `${locale} ${kind}`).not.toMatch(/\{\w+\}/);
        expect(title, `${locale} ${kind}`).not.toBe(kind);
      }
  });

  it('read an unknown kind (from a newer version) as its values rather than failing', () => {
    expect(render('en_US', 'future.kind', { a: 'x', b: 'y' })).toEqual({
      title: 'future.kind',
      body: 'x y',
    });
  });
});
