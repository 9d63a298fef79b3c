import { describe, expect, it, vi } from 'vitest';
import { createStreamRegistry, type StreamMessage } from './streamRegistry';

const message = (topic: string): StreamMessage => ({ topic, type: 'update', data: topic });

describe('stream registry', () => {
  it('counts subscriptions, not listener functions', () => {
    const registry = createStreamRegistry();
    const listener = vi.fn();
    const a = registry.acquire('tickers', listener);
    const b = registry.acquire('tickers', listener);
    expect(a.first).toBe(true);
    expect(b.first).toBe(false);
    expect(registry.dispatch(message('tickers'), vi.fn())).toBe(2);
    expect(a.release()).toBe(false);
    expect(registry.has('tickers')).toBe(true);
    expect(b.release()).toBe(true);
    expect(registry.has('tickers')).toBe(false);
    expect(registry.size).toBe(0);
  });

  it('ignores a second release of the same subscription', () => {
    const registry = createStreamRegistry();
    const a = registry.acquire('depth:BTC/USDT', vi.fn());
    const b = registry.acquire('depth:BTC/USDT', vi.fn());
    expect(a.release()).toBe(false);
    expect(a.release()).toBe(false);
    expect(registry.has('depth:BTC/USDT')).toBe(true);
    expect(b.release()).toBe(true);
  });

  it('lists topics in the order they were first wanted and delivers only to their listeners', () => {
    const registry = createStreamRegistry();
    const depth = vi.fn();
    const trades = vi.fn();
    registry.acquire('depth:BTC/USDT', depth);
    registry.acquire('trades:BTC/USDT', trades);
    expect(registry.topics()).toEqual(['depth:BTC/USDT', 'trades:BTC/USDT']);
    registry.dispatch(message('trades:BTC/USDT'), vi.fn());
    expect(trades).toHaveBeenCalledTimes(1);
    expect(depth).not.toHaveBeenCalled();
    expect(registry.dispatch(message('kline:BTC/USDT:1m'), vi.fn())).toBe(0);
  });

  it('keeps delivering when one listener throws, and reports the error', () => {
    const registry = createStreamRegistry();
    const failure = new Error('boom');
    const after = vi.fn();
    const onError = vi.fn();
    registry.acquire('tickers', () => {
      throw failure;
    });
    registry.acquire('tickers', after);
    registry.dispatch(message('tickers'), onError);
    expect(after).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(failure);
  });

  it('lets a listener unsubscribe itself while being called', () => {
    const registry = createStreamRegistry();
    const second = vi.fn();
    const first = registry.acquire('tickers', () => first.release());
    registry.acquire('tickers', second);
    registry.dispatch(message('tickers'), vi.fn());
    expect(second).toHaveBeenCalledTimes(1);
    expect(registry.dispatch(message('tickers'), vi.fn())).toBe(1);
  });
});
