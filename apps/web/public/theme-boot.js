/* global document -- a plain browser script, outside the TypeScript lint setup */
// Runs before the app bundle so a white-theme user never sees a dark flash.
// A separate file rather than an inline script keeps a strict CSP possible.
try {
  if (localStorage.getItem('theme') === 'light') {
    document.documentElement.setAttribute('data-theme', 'light');
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', '#f5f6f8');
  }
} catch {
  // Storage can be disabled (private mode); the dark default applies.
}
