/** Where to go after logging in when no usable `redirect` was given. */
export const DEFAULT_AFTER_LOGIN = '/home';

/**
 * The `redirect` query parameter, if it is a path on this site. Anything
 * else ("//evil.example", "https://…", "/\\evil", "javascript:…") would turn
 * the login page into an open redirect, so it falls back to `fallback`.
 * Sending the user back to /login itself would loop, so that falls back too.
 */
export function safeRedirect(raw: string | null, fallback = DEFAULT_AFTER_LOGIN): string {
  if (raw === null || !raw.startsWith('/') || raw.startsWith('//')) return fallback;
  // Browsers treat a backslash like a slash, and strip tabs and newlines, in URLs.
  if (/[\\\s]/.test(raw)) return fallback;
  try {
    const base = 'https://app.invalid';
    const url = new URL(raw, base);
    if (url.origin !== base) return fallback;
    if (url.pathname.toLowerCase() === '/login') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
