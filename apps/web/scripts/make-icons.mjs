// Draws the app icons (the Logo component's mark) as PNGs with no image
// dependencies: a signed-distance rasteriser with 4x4 supersampling and a
// minimal PNG encoder. Run once after changing the mark; outputs are committed.
//   node apps/web/scripts/make-icons.mjs
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const GOLD = [0xf0, 0xb9, 0x0b];
const INK = [0x15, 0x18, 0x1f];

// The mark on a 64-unit canvas, as in Logo.tsx.
const STROKE = [
  [16, 40],
  [28, 28],
  [36, 36],
  [48, 24],
];
const STROKE_HALF_WIDTH = 3;
const DOT = { x: 48, y: 24, r: 4 };

function segmentDistance(px, py, [ax, ay], [bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

function onMark(x, y) {
  for (let i = 0; i + 1 < STROKE.length; i += 1) {
    if (segmentDistance(x, y, STROKE[i], STROKE[i + 1]) <= STROKE_HALF_WIDTH) return true;
  }
  return Math.hypot(x - DOT.x, y - DOT.y) <= DOT.r;
}

function inRoundedSquare(x, y, radius) {
  const cx = Math.min(Math.max(x, radius), 64 - radius);
  const cy = Math.min(Math.max(y, radius), 64 - radius);
  return Math.hypot(x - cx, y - cy) <= radius;
}

/** Maskable icons fill the square and keep the mark inside the central safe zone. */
function draw(size, { maskable, markScale = maskable ? 0.62 : 1 }) {
  const pixels = Buffer.alloc(size * size * 4);
  const samples = 4;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let bg = 0;
      let ink = 0;
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const x = ((px + (sx + 0.5) / samples) / size) * 64;
          const y = ((py + (sy + 0.5) / samples) / size) * 64;
          const inside = maskable || inRoundedSquare(x, y, 14);
          if (!inside) continue;
          bg += 1;
          const mx = 32 + (x - 32) / markScale;
          const my = 32 + (y - 32) / markScale;
          if (onMark(mx, my)) ink += 1;
        }
      }
      const total = samples * samples;
      const inkShare = bg === 0 ? 0 : ink / bg;
      const offset = (py * size + px) * 4;
      for (let c = 0; c < 3; c += 1) {
        pixels[offset + c] = Math.round(GOLD[c] * (1 - inkShare) + INK[c] * inkShare);
      }
      pixels[offset + 3] = Math.round((bg / total) * 255);
    }
  }
  return encodePng(size, pixels);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) {
    rows[y * (size * 4 + 1)] = 0; // filter: none
    rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = (name) => new URL(`../public/${name}`, import.meta.url);
writeFileSync(out('icons/icon-192.png'), draw(192, { maskable: false }));
writeFileSync(out('icons/icon-512.png'), draw(512, { maskable: false }));
writeFileSync(out('icons/maskable-512.png'), draw(512, { maskable: true }));
// iOS draws its own rounded corners and shows transparency as black, so fill the square.
writeFileSync(out('apple-touch-icon.png'), draw(180, { maskable: true, markScale: 0.8 }));
