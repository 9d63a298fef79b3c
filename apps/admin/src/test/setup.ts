import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts between tests only when it finds a global
// afterEach; vitest globals are off, so it is registered here.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
