import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { contract, position as positionFixture } from './test/fixtures';
import { usePerpForm } from './usePerpForm';

const hints = { bestBid: null, bestAsk: null };

afterEach(() => window.localStorage.clear());

describe('the contract form leverage', () => {
  it('keeps the chosen leverage after the position closes and after the screen is left', () => {
    const config = contract('BTCUSDT');
    const position = positionFixture({ leverage: 20 });
    const { result, rerender, unmount } = renderHook(
      ({ open }: { open: boolean }) =>
        usePerpForm({
          config,
          defaultLeverage: 10,
          hints,
          available: '1000',
          position: open ? position : undefined,
        }),
      { initialProps: { open: false } },
    );
    expect(result.current.draft.leverage).toBe(10);
    act(() => result.current.setLeverage(20));
    rerender({ open: true });
    expect(result.current.draft.leverage).toBe(20);
    rerender({ open: false }); // closed
    expect(result.current.draft.leverage).toBe(20);
    unmount();
    const again = renderHook(() =>
      usePerpForm({ config, defaultLeverage: 10, hints, available: '1000', position: undefined }),
    );
    expect(again.result.current.draft.leverage).toBe(20);
  });

  it('falls back to the default when the remembered leverage is no longer offered', () => {
    window.localStorage.setItem('perp.leverage.BTCUSDT', '333');
    const { result } = renderHook(() =>
      usePerpForm({
        config: contract('BTCUSDT'),
        defaultLeverage: 10,
        hints,
        available: '1000',
        position: undefined,
      }),
    );
    expect(result.current.draft.leverage).toBe(10);
  });
});
