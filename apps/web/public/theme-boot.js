/* global document, location -- a plain browser script, outside the TypeScript lint setup */
// Runs before the app bundle and before the first paint, so a white-theme
// user never sees a dark flash, and the static shell in index.html draws the
// tab bar only on the pages that have one, with their tab lit (TabBar.tsx;
// the bare origin opens home). A separate file rather than an inline script
// keeps a strict CSP possible.
try {
  if (localStorage.getItem('theme') === 'light') {
    document.documentElement.setAttribute('data-theme', 'light');
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', '#f4f5f7');
  }
} catch {
  // Storage can be disabled (private mode); the dark default applies.
}
(function lightTab() {
  const sections = {
    home: '/home',
    market: '/quotes',
    trade: '/trade',
    contract: '/perpetualcontract',
    assets: '/funds',
    my: '/usercenter',
  };
  const path = location.pathname.toLowerCase();
  for (const [tab, section] of Object.entries(sections)) {
    if (path === '/' ? tab === 'home' : path === section || path.startsWith(`${section}/`)) {
      document.documentElement.setAttribute('data-boot-tab', tab);
    }
  }
})();
