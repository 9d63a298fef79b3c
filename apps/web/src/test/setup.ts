import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts between tests only when it can find a global
// afterEach; vitest globals are off, so register it here.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// jsdom has no matchMedia; antd-mobile and the install banner query it.
if (typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// jsdom does not implement scrolling; the layout resets scroll on every navigation.
window.scrollTo = () => undefined;
