import { create } from 'zustand';
import { storage, STORAGE_KEYS } from '../../lib/storage';

/** Chromium's install prompt event; not in the DOM typings because it is not standard. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface InstallState {
  /** The deferred prompt, when the browser offers installation. */
  deferred: BeforeInstallPromptEvent | null;
  installed: boolean;
  bannerDismissed: boolean;
  dismissBanner: () => void;
  promptInstall: () => Promise<void>;
}

export const useInstall = create<InstallState>((set, get) => ({
  deferred: null,
  installed: false,
  bannerDismissed: storage.get(STORAGE_KEYS.installDismissed) === '1',
  dismissBanner: () => {
    storage.set(STORAGE_KEYS.installDismissed, '1');
    set({ bannerDismissed: true });
  },
  promptInstall: async () => {
    const deferred = get().deferred;
    if (!deferred) return;
    // A prompt can be shown only once; the browser fires a new event if it may ask again.
    set({ deferred: null });
    await deferred.prompt();
    const choice = await deferred.userChoice;
    if (choice.outcome === 'accepted') set({ installed: true });
  },
}));

function isPromptEvent(event: Event): event is BeforeInstallPromptEvent {
  return 'prompt' in event && typeof event.prompt === 'function';
}

/**
 * Called before React renders: the browser may fire beforeinstallprompt
 * early, and a listener added later would miss it.
 */
export function captureInstallPrompt(win: Window): void {
  win.addEventListener('beforeinstallprompt', (event) => {
    if (!isPromptEvent(event)) return;
    // Keep the browser's own mini-infobar away; our banner and /download offer it instead.
    event.preventDefault();
    useInstall.setState({ deferred: event });
  });
  win.addEventListener('appinstalled', () =>
    useInstall.setState({ installed: true, deferred: null }),
  );
}

export function isStandalone(win: Window): boolean {
  const iosStandalone = (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || win.matchMedia('(display-mode: standalone)').matches;
}

/** iPhone, iPad and iPad in desktop mode, where Safari has no install prompt event. */
export function isIos(win: Window): boolean {
  const { userAgent, maxTouchPoints } = win.navigator;
  return (
    /iphone|ipad|ipod/i.test(userAgent) || (/macintosh/i.test(userAgent) && maxTouchPoints > 1)
  );
}
