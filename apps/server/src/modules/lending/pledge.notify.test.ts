import { LOCALES } from '@exchange/contracts';
import { describe, expect, it } from 'vitest';
import { riskMessage } from './pledge.notify.js';

const loan = { collateral: 'BTC', loan_coin: 'USDT' };

describe('risk notices', () => {
  it('tell the borrower in the language of their borrow request, figures and coins filled in', () => {
    expect(
      riskMessage({ ...loan, locale: 'zh_CN' }, 'margin_call', { id: '7', ratio: '0.6004' }),
    ).toEqual({
      subject: '您的质押借币 #7 触发补仓提醒',
      text: '您的质押借币 #7 质押率已达 60.04 %。请追加质押物或部分还款：达到平仓线时，质押物将被卖出以偿还借款。',
    });
    const done = riskMessage({ ...loan, locale: 'en_US' }, 'liquidated', {
      id: '7',
      repaid: '30060',
      surplus: '310.5',
      returned: '0.157',
    });
    expect(done.text).toContain(
      '30060 USDT repaid the loan, 310.5 USDT of the proceeds and 0.157 BTC',
    );
  });

  it('fall back to English for a language it does not know, and leave nothing unfilled', () => {
    expect(
      riskMessage({ ...loan, locale: 'xx_XX' }, 'margin_call', { id: '1', ratio: '0.61' }).subject,
    ).toBe('Margin call on your pledge loan #1');
    for (const locale of LOCALES)
      for (const notice of ['margin_call', 'liquidated'] as const) {
        const { subject, text } = riskMessage({ ...loan, locale }, notice, {
          id: '1',
          ratio: '0.6',
          repaid: '1',
          surplus: '2',
          returned: '3',
        });
        expect(`${subject} ${text}`, `${locale} ${notice}`).not.toMatch(/\{\w+\}/);
      }
  });
});
