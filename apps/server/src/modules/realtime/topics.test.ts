import { describe, expect, it } from 'vitest';
import { parseTopic } from './topics.js';

describe('topics', () => {
  it('names a contract kline topic by canonical symbol and interval', () => {
    for (const raw of ['perp_kline:btcusdt:1m', 'perp_kline:BTC-USDT:1m', 'perp_kline:BTCUSDT:1m'])
      expect(parseTopic(raw)).toMatchObject({
        ok: true,
        name: 'perp_kline:BTCUSDT:1m',
        private: false,
      });
    expect(parseTopic('perp_kline:btcusdt-5m:1h')).toMatchObject({
      ok: true,
      name: 'perp_kline:BTCUSDT-5M:1h',
    });
  });

  it('refuses a contract kline topic without a contract or a known interval', () => {
    expect(parseTopic('perp_kline:???:1m')).toEqual({ ok: false, error: 'CONTRACT_UNKNOWN' });
    expect(parseTopic('perp_kline:BTCUSDT')).toEqual({
      ok: false,
      error: 'KLINE_INTERVAL_UNKNOWN',
    });
    expect(parseTopic('perp_kline:BTCUSDT:2m')).toEqual({
      ok: false,
      error: 'KLINE_INTERVAL_UNKNOWN',
    });
    expect(parseTopic('perp_kline:BTCUSDT:1m:x')).toEqual({ ok: false, error: 'PARAM_INVALID' });
  });

  it('keeps a spot kline topic a spot one', () => {
    expect(parseTopic('kline:btc_usdt:1m')).toMatchObject({ ok: true, name: 'kline:BTC/USDT:1m' });
  });
});
