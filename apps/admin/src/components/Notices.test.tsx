import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Notices } from './Notices';
import { WITHDRAWAL } from '../test/withdrawal';
import {
  fakeServer,
  operator,
  renderConsole,
  renderWithServices,
  testServices,
} from '../test/harness';

afterEach(() => vi.useRealTimers());

describe('notices', () => {
  it('each notice leaves after its own time, whatever arrives after it', () => {
    vi.useFakeTimers();
    const services = testServices(vi.fn() as unknown as typeof fetch);
    renderWithServices(<Notices />, services);
    act(() => services.notices.push('ok', { key: 'withdrawals.approved', params: { id: 1 } }));
    act(() => void vi.advanceTimersByTime(3_000));
    act(() =>
      services.notices.push('ok', {
        key: 'config.chainSaved',
        params: { symbol: 'USDT', chain: 'TRC20' },
      }),
    );
    act(() => void vi.advanceTimersByTime(1_500));
    // The first has had its 4 s; the second only 1.5 s.
    expect(screen.getAllByTestId('notice-ok').map((n) => n.textContent)).toEqual([
      'USDT on TRC20 saved×',
    ]);
    act(() => void vi.advanceTimersByTime(3_000));
    expect(screen.queryAllByTestId('notice-ok')).toEqual([]);
  });

  it('keeps a failure longer than a success', () => {
    vi.useFakeTimers();
    const services = testServices(vi.fn() as unknown as typeof fetch);
    renderWithServices(<Notices />, services);
    act(() => services.notices.push('bad', { key: 'error.network' }));
    act(() => void vi.advanceTimersByTime(5_000));
    expect(screen.getByTestId('notice-error')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(3_500));
    expect(screen.queryByTestId('notice-error')).toBeNull();
  });

  it('are worded when shown, in the language of that moment', () => {
    const services = testServices(vi.fn() as unknown as typeof fetch);
    renderWithServices(<Notices />, services);
    act(() => services.lang.set('zh'));
    act(() => services.notices.push('ok', { key: 'withdrawals.approved', params: { id: 7 } }));
    expect(screen.getByTestId('notice-ok').textContent).toBe('提现 #7 已批准×');
  });
});

/**
 * The withdrawal queue with one withdrawal, whose approval the server
 * refuses in the language it was asked in, and only once `answer` is called.
 */
function slowQueue() {
  const server = fakeServer({
    'GET /admin-api/auth/me': () => ({ data: operator(['withdrawals.review']) }),
    'GET /admin-api/withdrawals': () => ({
      data: { list: [{ ...WITHDRAWAL, holdUntil: null }], total: 1, pageNo: 1, pageSize: 20 },
    }),
    'POST /admin-api/withdrawals/7/approve': (call) => ({
      code: 5005,
      message:
        call.headers.get('lang') === 'zh_CN'
          ? '提现状态已变化'
          : 'The withdrawal has changed state',
    }),
  });
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'POST') await answered;
    return server.fetch(input, init);
  }) as typeof globalThis.fetch;
  return { fetch, answer };
}

describe('notices and the language', () => {
  afterEach(() => window.localStorage.removeItem('console-lang'));

  it('close when the language is switched', async () => {
    const queue = slowQueue();
    const { user } = renderConsole({ path: '/withdrawals', fetch: queue.fetch, token: 't' });
    const row = await screen.findByTestId('withdrawal-row');
    await user.click(within(row).getByTestId('withdrawal-approve'));
    await user.click(screen.getByTestId('confirm-ok'));
    queue.answer();
    expect((await screen.findByTestId('notice-error')).textContent).toContain(
      'The withdrawal has changed state',
    );
    await user.click(screen.getByTestId('lang-zh'));
    expect(screen.queryByTestId('notice-error')).toBeNull();
  });

  it('a failure asked in English and answered after the switch to Chinese is shown in Chinese', async () => {
    const queue = slowQueue();
    const { user } = renderConsole({ path: '/withdrawals', fetch: queue.fetch, token: 't' });
    const row = await screen.findByTestId('withdrawal-row');
    await user.click(within(row).getByTestId('withdrawal-approve'));
    await user.click(screen.getByTestId('confirm-ok'));
    // The approval is on its way, asked in English, when the operator switches.
    await user.click(screen.getByTestId('lang-zh'));
    queue.answer();
    const notice = await screen.findByTestId('notice-error');
    expect(notice.textContent).toContain('服务器拒绝了该请求（错误码 5005）');
    expect(notice.textContent).not.toContain('The withdrawal');
  });

  it('server text shown in place is asked again in the new language', async () => {
    const server = fakeServer({
      'GET /admin-api/auth/me': () => ({ data: operator(['withdrawals.review']) }),
      'GET /admin-api/withdrawals': (call) => ({
        code: 5005,
        message: call.headers.get('lang') === 'zh_CN' ? '队列暂不可用' : 'The queue is unavailable',
      }),
    });
    const { user } = renderConsole({ path: '/withdrawals', fetch: server.fetch, token: 't' });
    await screen.findByText(/The queue is unavailable/);
    await user.click(screen.getByTestId('lang-zh'));
    await screen.findByText(/队列暂不可用/);
    expect(screen.queryByText(/The queue is unavailable/)).toBeNull();
  });
});
