/**
 * Orders decimal strings ("-12.5", "0.000001", "1000") without turning them
 * into floats: money is compared digit by digit, never approximated. A value
 * that is not a plain decimal sorts after every number, by its text.
 */
const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

interface Parts {
  negative: boolean;
  whole: string;
  fraction: string;
}

function partsOf(text: string): Parts | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const whole = (match[2] ?? '0').replace(/^0+(?=\d)/, '');
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  const zero = whole === '0' && fraction === '';
  return { negative: match[1] === '-' && !zero, whole, fraction };
}

function compareMagnitude(a: Parts, b: Parts): number {
  if (a.whole.length !== b.whole.length) return a.whole.length < b.whole.length ? -1 : 1;
  if (a.whole !== b.whole) return a.whole < b.whole ? -1 : 1;
  const width = Math.max(a.fraction.length, b.fraction.length);
  const fa = a.fraction.padEnd(width, '0');
  const fb = b.fraction.padEnd(width, '0');
  return fa === fb ? 0 : fa < fb ? -1 : 1;
}

export function compareDecimal(a: string, b: string): number {
  const pa = partsOf(a);
  const pb = partsOf(b);
  if (!pa || !pb) {
    if (pa) return -1;
    if (pb) return 1;
    return a < b ? -1 : a > b ? 1 : 0;
  }
  if (pa.negative !== pb.negative) return pa.negative ? -1 : 1;
  const magnitude = compareMagnitude(pa, pb);
  return pa.negative ? -magnitude : magnitude;
}

/** A sign read off the text, for colouring amounts; no arithmetic. */
export function isNegative(text: string): boolean {
  return partsOf(text)?.negative ?? false;
}

/**
 * Moves the decimal point `places` digits to the right (to the left when
 * negative) by rewriting the text, so nothing is rounded: a fee rate of
 * "0.001" is "0.1" per cent, and "0.1" per cent is "0.001" again. The result
 * is canonical (no leading or trailing zeros); null for text that is not a
 * plain decimal.
 */
export function movePoint(text: string, places: number): string | null {
  const parts = partsOf(text);
  if (!parts) return null;
  const digits = parts.whole + parts.fraction;
  const point = parts.whole.length + places;
  const shifted =
    point <= 0
      ? `0.${'0'.repeat(-point)}${digits}`
      : point >= digits.length
        ? digits + '0'.repeat(point - digits.length)
        : `${digits.slice(0, point)}.${digits.slice(point)}`;
  const [whole = '0', fraction = ''] = shifted.split('.');
  const canonical = whole.replace(/^0+(?=\d)/, '') + `.${fraction}`.replace(/\.?0*$/, '');
  return parts.negative && canonical !== '0' ? `-${canonical}` : canonical;
}

/** A value as a whole number of `10^-places` units (`places` at least its own fraction's). */
function unitsOf(p: Parts, places: number): bigint {
  return (p.negative ? -1n : 1n) * BigInt(p.whole + p.fraction.padEnd(places, '0'));
}

/**
 * `a - b`, exactly: both are scaled to the same places and subtracted as
 * integers (BigInt, never a float), then written back canonical. What a
 * split leaves the seller is shown before it is sent, so it is worked out
 * here; the server works it out again and has the last word. Null for text
 * that is not a plain decimal.
 */
export function subtractDecimal(a: string, b: string): string | null {
  const pa = partsOf(a);
  const pb = partsOf(b);
  if (!pa || !pb) return null;
  const places = Math.max(pa.fraction.length, pb.fraction.length);
  const difference = unitsOf(pa, places) - unitsOf(pb, places);
  const digits = (difference < 0n ? -difference : difference).toString().padStart(places + 1, '0');
  const text = places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
  return movePoint(difference < 0n ? `-${text}` : text, 0);
}

/**
 * `a × b`, exactly: the digits are multiplied as integers (BigInt, never a
 * float) and the point put back, canonical. What a setting works out to (a
 * sum times a multiple) is shown as it is typed; the server works it out
 * again. Null for text that is not a plain decimal.
 */
export function multiplyDecimal(a: string, b: string): string | null {
  const pa = partsOf(a);
  const pb = partsOf(b);
  if (!pa || !pb) return null;
  const product = BigInt(pa.whole + pa.fraction) * BigInt(pb.whole + pb.fraction);
  const sign = pa.negative !== pb.negative ? '-' : '';
  return movePoint(`${sign}${product}`, -(pa.fraction.length + pb.fraction.length));
}

/**
 * `part / whole` in per cent, to `places` decimals, worked out on scaled
 * integers (BigInt, never a float) and cut toward zero rather than rounded:
 * a coverage of 99.999 % reads 99.99, never 100.00. Fixed places, so a column
 * of ratios lines up. Null when `whole` is zero or either is not a plain decimal.
 */
export function percentOf(part: string, whole: string, places = 2): string | null {
  const pa = partsOf(part);
  const pw = partsOf(whole);
  if (!pa || !pw) return null;
  const scale = Math.max(pa.fraction.length, pw.fraction.length);
  const denominator = unitsOf(pw, scale);
  if (denominator === 0n) return null;
  const quotient = (unitsOf(pa, scale) * 10n ** BigInt(places + 2)) / denominator;
  const magnitude = (quotient < 0n ? -quotient : quotient).toString().padStart(places + 1, '0');
  const text =
    places === 0 ? magnitude : `${magnitude.slice(0, -places)}.${magnitude.slice(-places)}`;
  return quotient < 0n ? `-${text}` : text;
}
