import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The operator console, served by the API server under /admin/. */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  resolve: {
    alias: { '@exchange/contracts': here('../../packages/contracts/src/index.ts') },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // The contracts are declarations only (schemas, constants), but their error
      // catalogue builds a lookup table at load time, which would otherwise keep
      // every message in ten languages in the console's bundle.
      treeshake: {
        moduleSideEffects: [{ test: /packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false }],
      },
      // Libraries change less often than the console: their own chunks stay cached across deploys.
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
            },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/uc': 'http://127.0.0.1:8080',
      // The console's WebSocket (/admin-api/ws) goes through the same proxy.
      '/admin-api': { target: 'http://127.0.0.1:8080', ws: true },
      '/healthz': 'http://127.0.0.1:8080',
    },
  },
});
