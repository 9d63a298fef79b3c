import { onlineManager } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLocale } from '../i18n';
import { followBrowserNetwork } from './network';
import { OfflineBanner } from './OfflineBanner';
import { createQueryClient } from './queryClient';

function setNetwork(online: boolean) {
  vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('offline', () => {
  beforeEach(() => {
    followBrowserNetwork(window);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    onlineManager.setOnline(true);
    await applyLocale('en_US');
  });

  it('shows the banner while offline and takes it away on reconnect', () => {
    render(<OfflineBanner />);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    setNetwork(false);
    expect(screen.getByTestId('offline-banner').textContent).toContain('You are offline');
    setNetwork(true);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });

  it('starts from what the browser says, so an app opened offline knows it', async () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    followBrowserNetwork(window);
    expect(onlineManager.isOnline()).toBe(false);
    await act(() => applyLocale('ko_KR'));
    render(<OfflineBanner />);
    expect(screen.getByTestId('offline-banner').textContent).toContain('오프라인 상태입니다');
  });

  it('fails a write at once when offline instead of queueing it for later', async () => {
    setNetwork(false);
    const client = createQueryClient();
    client.mount();
    const send = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const mutation = client.getMutationCache().build(client, { mutationFn: send });
    await expect(mutation.execute(undefined)).rejects.toThrow('Failed to fetch');
    expect(send).toHaveBeenCalledTimes(1);
    client.unmount();
  });
});
