import { describe, expect, it } from 'vitest';
import { stopReasonText, triggerCondition } from './stopStatus';

const fixed = {
  kind: 'stop_limit',
  side: 'sell',
  stopPrice: '26000',
  trailingTrigger: null,
} as const;

const translate = (key: string, params?: { code: string | number }) =>
  params ? `<${key} ${params.code}>` : `<${key}>`;

describe('how a conditional order reads', () => {
  it('waits for the price to reach a fixed trigger the way the server set', () => {
    expect(triggerCondition({ ...fixed, direction: 'fall' })).toEqual({
      op: 'lte',
      price: '26000',
    });
    expect(triggerCondition({ ...fixed, direction: 'rise' })).toEqual({
      op: 'gte',
      price: '26000',
    });
  });

  it('follows a trailing stop by its current trigger, a sell falling back and a buy rising', () => {
    const trailing = { kind: 'trailing', stopPrice: null, direction: 'rise' } as const;
    expect(triggerCondition({ ...trailing, side: 'sell', trailingTrigger: '26460' })).toEqual({
      op: 'lte',
      price: '26460',
    });
    expect(triggerCondition({ ...trailing, side: 'buy', trailingTrigger: null })).toEqual({
      op: 'gte',
      price: null,
    });
  });

  it('words our own reasons and the errors a trigger can meet, the rest by code or as sent', () => {
    expect(stopReasonText('user', translate)).toBe('<stops.reason.user>');
    expect(stopReasonText('oco', translate)).toBe('<stops.reason.oco>');
    expect(stopReasonText('INSUFFICIENT_BALANCE', translate)).toBe('<trade.error.insufficient>');
    expect(stopReasonText('NOTIONAL_BELOW_MIN', translate)).toBe('<stops.rejected.notional>');
    expect(stopReasonText('MARKET_BUSY', translate)).toBe('<stops.rejected.other 14015>');
    expect(stopReasonText('something_new', translate)).toBe('something_new');
    expect(stopReasonText(null, translate)).toBeNull();
  });

  it('adds a product’s own errors to the shared ones', () => {
    const extra = { MARGIN_INSUFFICIENT: 'perp.stops.rejected.margin' } as const;
    expect(stopReasonText('MARGIN_INSUFFICIENT', translate, extra)).toBe(
      '<perp.stops.rejected.margin>',
    );
    expect(stopReasonText('MARGIN_INSUFFICIENT', translate)).toBe('<stops.rejected.other 15015>');
    expect(stopReasonText('NO_LIQUIDITY', translate, extra)).toBe(
      '<trade.cancelReason.no_liquidity>',
    );
  });
});
