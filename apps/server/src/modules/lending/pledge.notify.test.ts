import { describe, expect, it } from 'vitest';
import { riskValues } from './pledge.notify.js';

const loan = { collateral: 'BTC', loan_coin: 'USDT' };

describe('risk notices’ figures', () => {
  it('show the ratio as a percentage and every amount with its coin', () => {
    expect(riskValues(loan, { id: '7', ratio: '0.6004' })).toMatchObject({
      id: '7',
      ratio: '60.04 %',
    });
    expect(
      riskValues(loan, { id: '7', repaid: '30060', surplus: '310.5', returned: '0.157' }),
    ).toEqual({
      id: '7',
      ratio: '',
      repaid: '30060 USDT',
      surplus: '310.5 USDT',
      returned: '0.157 BTC',
    });
  });
});
