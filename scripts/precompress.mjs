#!/usr/bin/env node
// Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of a
// built app, so the server sends compressed bytes without compressing per
// request (@fastify/static `preCompressed`). Usage: node scripts/precompress.mjs <dist>...
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text that compresses; images and fonts are compressed already. */
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (TEXT.test(entry.name)) yield path;
  }
}

for (const root of process.argv.slice(2)) {
  let raw = 0;
  let brotli = 0;
  for await (const path of files(root)) {
    if ((await stat(path)).size < MIN_BYTES) continue;
    const body = await readFile(path);
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    await writeFile(`${path}.br`, br);
    await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }));
    raw += body.length;
    brotli += br.length;
  }
  console.log(
    `${root}: ${(raw / 1024).toFixed(0)} KiB of text, ${(brotli / 1024).toFixed(0)} KiB as brotli`,
  );
}
