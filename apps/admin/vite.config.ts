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
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
  server: { proxy: { '/uc': 'http://127.0.0.1:8080', '/healthz': 'http://127.0.0.1:8080' } },
});
