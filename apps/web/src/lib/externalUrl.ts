/**
 * Only http(s) links from configuration are opened; anything else (a
 * `javascript:` URL, say) is treated as absent.
 */
export function safeExternalUrl(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
