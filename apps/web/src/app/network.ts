import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * Whether the device has a network connection, as the browser reports it
 * (`navigator.onLine` and the `online`/`offline` events).
 *
 * React Query's `onlineManager` holds the state, so the offline banner, the
 * shared query states and the queries themselves always agree: a query that
 * is due while offline is paused rather than sent (networkMode "online") and
 * runs by itself once the connection returns. Left alone, the manager starts
 * out online whatever the browser says, so an app opened without a network
 * would fail its first requests and never see the change that retries them;
 * `followBrowserNetwork` starts it from `navigator.onLine` instead.
 */
export function followBrowserNetwork(target: Window = window): void {
  onlineManager.setEventListener((setOnline) => {
    const update = () => setOnline(target.navigator.onLine);
    update();
    target.addEventListener('online', update);
    target.addEventListener('offline', update);
    return () => {
      target.removeEventListener('online', update);
      target.removeEventListener('offline', update);
    };
  });
}

function subscribe(onChange: () => void): () => void {
  return onlineManager.subscribe(onChange);
}

function isOnline(): boolean {
  return onlineManager.isOnline();
}

/** True while the device is online; re-renders when that changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline);
}
