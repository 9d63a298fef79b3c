import { PATHS } from '@exchange/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api';
import { prefetchFirstScreen } from '../../app/firstData';
import { prefetchDepth, useDepthSnapshot } from './queries';

vi.mock('../../api', () => ({ api: { get: vi.fn() } }));

const book = (tag: string) => ({ bids: [[tag, '1']], asks: [] });
const depthCalls = () =>
  vi.mocked(api.get).mock.calls.filter(([path]) => path === PATHS.marketDepth);

function mountBook(symbol: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useDepthSnapshot(symbol), { wrapper });
}

afterEach(() => {
  vi.mocked(api.get).mockReset();
  vi.useRealTimers();
});

describe('the book asked for before the first render', () => {
  it('leaves beside the market list on a first visit to a trade page', () => {
    vi.mocked(api.get).mockResolvedValue([]);
    prefetchFirstScreen('/trade/BTC_USDT', new QueryClient());
    expect(depthCalls().map(([, , options]) => options?.query)).toEqual([
      { symbol: 'BTC/USDT', size: 500 },
    ]);
    expect(vi.mocked(api.get).mock.calls.map(([path]) => path)).toContain(PATHS.marketList);
  });

  it('is taken by the book once; a later visit asks again', async () => {
    vi.mocked(api.get).mockResolvedValueOnce(book('early')).mockResolvedValue(book('fresh'));
    prefetchDepth('ETHUSDT');
    const first = mountBook('ETHUSDT');
    await waitFor(() => expect(first.result.current.data).toEqual(book('early')));
    expect(depthCalls()).toHaveLength(1);
    first.unmount();
    const again = mountBook('ETHUSDT');
    await waitFor(() => expect(again.result.current.data).toEqual(book('fresh')));
    expect(depthCalls()).toHaveLength(2);
  });

  it('is asked again when the early request failed or has grown old', async () => {
    vi.mocked(api.get).mockRejectedValueOnce(new Error('no such market'));
    vi.mocked(api.get).mockResolvedValue(book('fresh'));
    prefetchDepth('SOLUSDT');
    const failed = mountBook('SOLUSDT');
    await waitFor(() => expect(failed.result.current.data).toEqual(book('fresh')));
    expect(depthCalls()).toHaveLength(2);
    failed.unmount();

    vi.useFakeTimers({ toFake: ['Date'] });
    prefetchDepth('XRPUSDT');
    vi.setSystemTime(Date.now() + 6_000);
    vi.mocked(api.get).mockResolvedValue(book('newer'));
    const old = mountBook('XRPUSDT');
    await waitFor(() => expect(old.result.current.data).toEqual(book('newer')));
    expect(depthCalls()).toHaveLength(4);
  });
});
