/** The bot API's base address: `/api/v3` on this site, beside the app. */
export function botApiEndpoint(): string {
  return `${window.location.origin}/api/v3`;
}
