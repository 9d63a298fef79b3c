/**
 * First usable screen on a throttled phone: the time from navigation until
 * home shows live prices, and until the spot trade screen shows its book.
 *
 * Home counts as usable once its markets are drawn from the server's data,
 * the trade screen once its book shows levels on both sides.
 *
 * Starts the real server (`apps/server/src/main.ts`, from source) on a fresh
 * PGlite data directory with the demo market makers, serving the built web
 * app (`npm run build` first: the figures are for what ships, compressed).
 * Debian's Chromium (playwright-core, never a downloaded browser) opens each
 * page in a fresh phone-sized context, so every load is a first visit with
 * an empty cache, under the profile of DESIGN.md's target: 1.6 Mbps down,
 * 750 kbps up, 150 ms round trip, CPU slowed four times (Chrome DevTools'
 * "Slow 4G"-like preset). Each page is loaded RUNS times; the median and the
 * worst are printed, beside the first paint of anything (the shell) and the
 * bytes transferred. Target: first usable screen within 2.5 s.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { ROOT, startEmbeddedServer } from './server.js';

const WEB_DIST = join(ROOT, 'apps/web/dist/index.html');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.FIRST_SCREEN_RUNS ?? 5);
const TARGET_MS = 2500;

const PROFILE = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

interface Screen {
  readonly name: string;
  readonly path: string;
  /** True once the screen is usable: live figures, not placeholders. */
  readonly ready: string;
}

const SCREENS: readonly Screen[] = [
  {
    // The market list has arrived: hot coins and movers drawn from the
    // server's data (a market that has not traded yet shows "--" for its
    // last price, which is the truth, not a placeholder).
    name: 'home: markets shown',
    path: '/home',
    ready: `document.querySelectorAll('[data-testid="hot-coin"]').length > 0`,
  },
  {
    name: 'spot trade: book shown',
    path: '/trade/BTC_USDT',
    ready: `document.querySelectorAll('[data-testid="book-bid"]').length > 0 && document.querySelectorAll('[data-testid="book-ask"]').length > 0`,
  },
];

async function waitForServer(base: string): Promise<void> {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
}

async function measure(browser: Browser, base: string, screen: Screen) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', PROFILE);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    let bytes = 0;
    cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
      bytes += event.encodedDataLength;
    });
    const started = Date.now();
    await page.goto(`${base}${screen.path}`, { waitUntil: 'commit' });
    let usable = Number.NaN;
    while (Date.now() - started < 60_000) {
      if (await page.evaluate(screen.ready)) {
        usable = Date.now() - started;
        break;
      }
      await page.waitForTimeout(50);
    }
    if (Number.isNaN(usable)) throw new Error(`${screen.path} was not usable within 60 s`);
    const paint = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    );
    return { usable, paint, bytes };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

export async function run(): Promise<void> {
  if (!existsSync(WEB_DIST)) {
    console.log('skipped: apps/web/dist is missing (run `npm run build` first)');
    return;
  }
  if (!existsSync(CHROMIUM)) {
    console.log(`skipped: no Chromium at ${CHROMIUM} (apt-get install chromium)`);
    return;
  }
  const server = await startEmbeddedServer('first-screen');
  const { base } = server;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    await waitForServer(base);
    // Let the makers put up their first ladders: a book to show.
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    console.log(
      `profile: ${PROFILE.latency} ms, ${((PROFILE.downloadThroughput * 8) / 1024 / 1024).toFixed(1)} Mbps down, CPU x${CPU_SLOWDOWN}, empty cache, ${RUNS} loads each`,
    );
    console.log('');
    console.log(
      'screen                     first paint   usable (median)   usable (worst)   KB moved',
    );
    for (const screen of SCREENS) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await measure(browser, base, screen));
      const usable = runs.map((r) => r.usable);
      console.log(
        `${screen.name.padEnd(26)} ${`${median(runs.map((r) => r.paint)).toFixed(0)} ms`.padStart(11)} ${`${median(usable)} ms`.padStart(17)} ${`${Math.max(...usable)} ms`.padStart(16)} ${(median(runs.map((r) => r.bytes)) / 1024).toFixed(0).padStart(10)}`,
      );
    }
    console.log(`target: usable within ${TARGET_MS} ms`);
  } finally {
    await browser.close();
    await server.stop();
  }
}
