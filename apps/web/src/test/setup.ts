import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor give up after 1 s by default: on a two-core machine with
// the server suite beside them a first render can take longer, and a test
// that waits for something true would fail by chance. Waiting longer only
// slows a test that fails anyway.
configure({ asyncUtilTimeout: 5000 });

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
