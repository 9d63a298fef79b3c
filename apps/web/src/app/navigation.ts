/**
 * Lets code outside React (the API client) navigate with the router, so a
 * login-expiry redirect keeps the app state instead of reloading the page.
 * Until the router mounts, a full-page navigation is the fallback.
 */
let navigateImpl: ((to: string) => void) | null = null;

export function setNavigator(navigate: ((to: string) => void) | null): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string): void {
  if (navigateImpl) navigateImpl(to);
  else window.location.assign(to);
}

/** Pathname, search and hash: what /login?redirect= must bring the user back to. */
export function currentFullPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}
