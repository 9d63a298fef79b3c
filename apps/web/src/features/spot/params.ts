/** An order or fill id from the query string (the contract's shape), or null. */
export function idParam(raw: string | null): string | null {
  return raw !== null && /^[1-9]\d{0,18}$/.test(raw) ? raw : null;
}
