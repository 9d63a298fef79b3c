import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Notices } from './Notices';
import { renderWithServices, testServices } from '../test/harness';

afterEach(() => vi.useRealTimers());

describe('notices', () => {
  it('each notice leaves after its own time, whatever arrives after it', () => {
    vi.useFakeTimers();
    const services = testServices(vi.fn() as unknown as typeof fetch);
    renderWithServices(<Notices />, services);
    act(() => services.notices.push('ok', 'Withdrawal #1 approved'));
    act(() => void vi.advanceTimersByTime(3_000));
    act(() => services.notices.push('ok', 'USDT on TRC20 saved'));
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
    act(() => services.notices.push('bad', 'Network error'));
    act(() => void vi.advanceTimersByTime(5_000));
    expect(screen.getByTestId('notice-error')).toBeTruthy();
    act(() => void vi.advanceTimersByTime(3_500));
    expect(screen.queryByTestId('notice-error')).toBeNull();
  });
});
