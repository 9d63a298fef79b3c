import type { PerpStop } from '@exchange/contracts';

/** A waiting contract trigger order; tests override what they look at. */
export function perpStop(overrides: Partial<PerpStop> = {}): PerpStop {
  return {
    stopId: '1',
    clientOrderId: 'c1',
    symbol: 'BTCUSDT',
    kind: 'trigger',
    source: 'mark',
    trigger: 'rise',
    triggerPrice: '28000',
    callbackRate: null,
    activationPrice: null,
    extremePrice: null,
    trailingTrigger: null,
    direction: 'long',
    action: 'open',
    type: 'limit',
    price: '27900',
    lots: 2,
    leverage: 10,
    takeProfit: null,
    stopLoss: null,
    status: 'WAITING',
    reason: null,
    orderId: null,
    triggeredPrice: null,
    triggeredAt: null,
    createdAt: 1_700_000_000_000,
    updatedAt: 1_700_000_000_000,
    ...overrides,
  };
}
