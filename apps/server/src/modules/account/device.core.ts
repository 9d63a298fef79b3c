/**
 * What the security log says about the device an event came from.
 *
 * The log and the sessions keep one short label per row, `<browser> <major
 * version> on <platform>` ("Safari 17 on iPhone"), which consoles show as it
 * is. The user API sends it split into `DeviceParts`, product names that are
 * never translated, so the app words them in the user's language.
 *
 * Labels written before the version came from Safari's `Version/` token say
 * "Safari 604" (that number is the WebKit build), name the browser by its
 * User-Agent token ("CriOS", "Edg", "FxiOS") and the Mac as "Mac OS X";
 * `deviceParts` reads them too and drops the build number.
 */

export interface DeviceParts {
  /** A product name such as "Chrome"; empty when unknown. */
  readonly browser: string;
  /** The browser's major version, digits only; empty when unknown. */
  readonly version: string;
  /** "iOS", "Android", "Windows", "macOS" ...; empty when unknown. */
  readonly os: string;
  /** The hardware when the User-Agent names it ("iPhone", "iPad"), else empty. */
  readonly device: string;
}

const UNKNOWN: DeviceParts = { browser: '', version: '', os: '', device: '' };

/** The longest label kept; anything unrecognised is stored cut to this. */
const LABEL_MAX = 120;

/** The platforms a label may end with, and what each says; "Mac OS X" only in older labels. */
const PLATFORMS: ReadonlyMap<string, { os: string; device: string }> = new Map([
  ['iPhone', { os: 'iOS', device: 'iPhone' }],
  ['iPad', { os: 'iPadOS', device: 'iPad' }],
  ['iPod', { os: 'iOS', device: 'iPod' }],
  ['Android', { os: 'Android', device: '' }],
  ['ChromeOS', { os: 'ChromeOS', device: '' }],
  ['Windows', { os: 'Windows', device: '' }],
  ['macOS', { os: 'macOS', device: '' }],
  ['Mac OS X', { os: 'macOS', device: '' }],
  ['Linux', { os: 'Linux', device: '' }],
]);

/**
 * First match wins. iOS User-Agents say "like Mac OS X" and Android ones
 * "Linux", so the phones come before the systems they resemble.
 */
const PLATFORM_RULES: readonly (readonly [RegExp, string])[] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\biPod\b/, 'iPod'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/**
 * First match wins. Edge, Opera and Samsung Internet also send Chrome's
 * token, and every Chromium browser sends Safari's, so they come first.
 * Safari's own version is in `Version/`; its `Safari/` number is the WebKit
 * build, so a Safari without `Version/` (an in-app view) has no version.
 */
const BROWSER_RULES: readonly { name: string; token: RegExp; version: RegExp | null }[] = [
  { name: 'Edge', token: /\b(?:Edg|EdgA|EdgiOS|Edge)\/(\d+)/, version: null },
  { name: 'Opera', token: /\b(?:OPR|OPiOS)\/(\d+)/, version: null },
  { name: 'Samsung Internet', token: /\bSamsungBrowser\/(\d+)/, version: null },
  { name: 'Firefox', token: /\b(?:Firefox|FxiOS)\/(\d+)/, version: null },
  { name: 'Chrome', token: /\b(?:Chrome|CriOS)\/(\d+)/, version: null },
  { name: 'Safari', token: /\bSafari\/\d+/, version: /\bVersion\/(\d+)/ },
];

/** Browser names in labels, including the User-Agent tokens older labels used. */
const LABEL_BROWSERS: ReadonlyMap<string, string> = new Map([
  ...BROWSER_RULES.map((rule) => [rule.name, rule.name] as const),
  ['Edg', 'Edge'],
  ['FxiOS', 'Firefox'],
  ['CriOS', 'Chrome'],
]);

/** Safari's versions have one or two digits; a bigger number in an older label is a WebKit build. */
const SAFARI_VERSION_MAX = 99;

function browserOf(userAgent: string): { name: string; version: string } | null {
  for (const rule of BROWSER_RULES) {
    const token = rule.token.exec(userAgent);
    if (!token) continue;
    const version = rule.version ? rule.version.exec(userAgent)?.[1] : token[1];
    return { name: rule.name, version: version ?? '' };
  }
  return null;
}

/**
 * The label stored for a User-Agent: "Safari 17 on iPhone", "Chrome 120",
 * "Android"; the User-Agent itself (cut short) when it names nothing known,
 * so an operator still sees what the client was; empty without one.
 */
export function deviceLabel(userAgent: string | undefined): string {
  if (!userAgent) return '';
  const platform = PLATFORM_RULES.find(([pattern]) => pattern.test(userAgent))?.[1] ?? '';
  const browser = browserOf(userAgent);
  const name = browser ? [browser.name, browser.version].filter(Boolean).join(' ') : '';
  const label = [name, platform].filter(Boolean).join(' on ');
  return (label || userAgent).slice(0, LABEL_MAX);
}

/**
 * The parts of a stored label, old or new. A label that is not one of
 * ours (an unrecognised User-Agent, "console") gives empty parts, and the
 * caller shows the label itself.
 */
export function deviceParts(label: string): DeviceParts {
  const at = label.lastIndexOf(' on ');
  if (at < 0) {
    const platform = PLATFORMS.get(label);
    if (platform) return { ...UNKNOWN, ...platform };
  }
  const head = at < 0 ? label : label.slice(0, at);
  const platform = at < 0 ? { os: '', device: '' } : PLATFORMS.get(label.slice(at + ' on '.length));
  const match = /^(.+?)(?: (\d+))?$/.exec(head);
  const browser = LABEL_BROWSERS.get(match?.[1] ?? '');
  if (!platform || !browser) return UNKNOWN;
  const version = match?.[2] ?? '';
  const build = browser === 'Safari' && Number(version) > SAFARI_VERSION_MAX;
  return { browser, version: build ? '' : version, ...platform };
}
