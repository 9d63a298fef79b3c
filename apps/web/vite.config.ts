import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';
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
      navigateFallbackDenylist: [/^\/uc\//, /^\/admin(\/|$)/],
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      cleanupOutdatedCaches: true,
    },
  });
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
  },
});
