import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The dark theme is the default (spec section 1), so the browser chrome and
// splash screen use its colours.
const BACKGROUND = '#0b0e14';

/**
 * The service worker precaches the app shell and serves index.html for
 * client-side routes. API calls (/uc/) and the operator console (/admin/) are
 * denied the fallback so they always reach the server, never a cached shell.
 */
function pwa(): PluginOption {
  return VitePWA({
    registerType: 'autoUpdate',
    injectRegister: false,
    includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
    manifest: {
      name: 'Exchange',
      short_name: 'Exchange',
      description: 'Spot, contracts and earn on a ledger you can verify.',
      start_url: '/home',
      scope: '/',
      display: 'standalone',
      orientation: 'portrait',
      background_color: BACKGROUND,
      theme_color: BACKGROUND,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/uc\//, /^\/admin(\/|$)/, /^\/api\//],
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      cleanupOutdatedCaches: true,
    },
  });
}

/**
 * The screens the app is most often opened on: home (the installed app's
 * start page), trade and markets (the links people share). Each gets one
 * chunk holding all it needs beyond the app's own, in this order of
 * precedence, instead of a score of small shared chunks; other screens keep
 * the bundler's own splitting.
 */
const FIRST_SCREENS = [
  './src/features/home/screens/HomeScreen.tsx',
  './src/features/spot/screens/TradeScreen.tsx',
  './src/features/market/screens/QuotesScreen.tsx',
].map(here);

/** Module id to the first screen whose chunk carries it, worked out once per chunking pass. */
let firstScreenChunks:
  { context: Rolldown.ChunkingContext; owner: Map<string, string> } | undefined;

function firstScreenChunk(id: string, context: Rolldown.ChunkingContext): string | null {
  if (firstScreenChunks?.context !== context) {
    const reach = (from: string, skip: ReadonlySet<string>): Set<string> => {
      const seen = new Set<string>();
      const queue = [from];
      for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
        if (seen.has(next) || skip.has(next)) continue;
        seen.add(next);
        queue.push(...(context.getModuleInfo(next)?.importedIds ?? []));
      }
      return seen;
    };
    const initial = reach(here('./src/main.tsx'), new Set());
    const owner = new Map<string, string>();
    for (const screen of FIRST_SCREENS) {
      if (!context.getModuleInfo(screen))
        throw new Error(`first screen ${screen} is not in the build`);
      for (const module of reach(screen, initial)) {
        if (!owner.has(module)) owner.set(module, basename(screen, '.tsx'));
      }
    }
    firstScreenChunks = { context, owner };
  }
  return firstScreenChunks.owner.get(id) ?? null;
}

export default defineConfig({
  base: '/',
  // Vitest extends this file from the repository root, where the PWA plugin
  // has nothing to do and its virtual modules are never imported.
  plugins: [react(), process.env.VITEST ? null : pwa()],
  publicDir: here('./public'),
  resolve: {
    alias: {
      '@exchange/contracts': here('../../packages/contracts/src/index.ts'),
      '@exchange/engine': here('../../packages/engine/src/index.ts'),
      '@exchange/money': here('../../packages/money/src/index.ts'),
    },
  },
  server: {
    // ws: the market stream (/uc/ws) goes through the same proxy as the API.
    proxy: { '/uc': { target: 'http://127.0.0.1:8080', ws: true } },
  },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically is one file (and one
          // stylesheet) instead of twenty small shared chunks, and so is
          // each first screen: over HTTP/1.1 a browser opens six connections
          // to a host, so on a 150 ms phone link every further round of
          // requests cost a round trip before the first screen showed
          // (bench/first-screen.bench.ts). antd-mobile's components count
          // as initial through its index, so those used anywhere land in
          // the first file (about 7 KB of brotli more than needed).
          groups: [{ name: 'app', tags: ['$initial'] }, { name: firstScreenChunk }],
        },
      },
    },
    // The first file holds the whole initial app on purpose (DESIGN.md's
    // limit is 250 KB gzipped; `vite build` prints it).
    chunkSizeWarningLimit: 800,
  },
});
