import { registerSW } from 'virtual:pwa-register';
import { usePwa } from './pwaState';

const UPDATE_CHECK_MS = 60 * 60_000;

/**
 * Registers the service worker. A new version installs itself in the
 * background (autoUpdate); instead of reloading under the user, which could
 * drop a half-filled form, we show the "new version, refresh" prompt.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  registerSW({
    immediate: true,
    onNeedReload: () => usePwa.getState().setUpdateReady(),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
  });
}
