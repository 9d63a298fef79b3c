import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor give up after 1 s by default: on a two-core machine with
// the server suite beside them a first render can take longer, and a test
// that waits for something true would fail by chance. Waiting longer only
// slows a test that fails anyway.
configure({ asyncUtilTimeout: 5000 });

// Testing Library unmounts between tests only when it finds a global
// afterEach; vitest globals are off, so it is registered here.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
