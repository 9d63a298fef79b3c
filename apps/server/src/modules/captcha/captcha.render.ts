import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';

/**
 * Draws one slider puzzle: a busy background with a piece-shaped hole, and
 * the piece cut from the same spot. Everything random comes from the
 * injected source, so a test can render the same puzzle twice.
 */

export const PUZZLE = {
  width: 320,
  height: 160,
  /** The piece image is square; the body is smaller so the knobs fit inside it. */
  pieceSize: 50,
  /** Far enough right that the piece at rest (x = 0) never overlaps its own hole. */
  minX: 80,
  /** Keeps the hole clear of the right and bottom edges so its outline is always whole. */
  marginPx: 10,
} as const;

export interface RenderedPuzzle {
  /** PNG data URLs. */
  readonly background: string;
  readonly piece: string;
  readonly width: number;
  readonly height: number;
  readonly pieceSize: number;
  /** The secret: where the piece's left edge belongs. */
  readonly answerX: number;
  readonly pieceY: number;
}

/** `random` returns [0, 1); production passes a crypto-based source. */
export async function renderPuzzle(random: () => number): Promise<RenderedPuzzle> {
  const { width, height, pieceSize, minX, marginPx } = PUZZLE;
  const answerX = between(random, minX, width - pieceSize - marginPx);
  const pieceY = between(random, marginPx, height - pieceSize - marginPx);
  // The answer above comes straight from the injected source. The decoration
  // only has to look random and needs thousands of numbers, so a fast
  // generator seeded from that source draws it.
  const paint = mulberry32(Math.floor(random() * 2 ** 32));

  const background = createCanvas(width, height);
  const bg = background.getContext('2d');
  paintBackground(bg, paint);

  const piece = createCanvas(pieceSize, pieceSize);
  cutPiece(piece, background, answerX, pieceY);
  punchHole(bg, answerX, pieceY);

  const [backgroundUrl, pieceUrl] = await Promise.all([
    background.toDataURLAsync('image/png'),
    piece.toDataURLAsync('image/png'),
  ]);
  return { background: backgroundUrl, piece: pieceUrl, width, height, pieceSize, answerX, pieceY };
}

/** An integer in [min, max], both included. */
function between(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** A small, fast, seedable generator (mulberry32); not for secrets. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t ^= t + Math.imul(t ^ (t >>> 7), 61 | t);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A soft two-hue gradient, then translucent shapes and speckles. The clutter
 * is there so the hole cannot be found by looking for the one flat patch.
 */
function paintBackground(ctx: SKRSContext2D, random: () => number): void {
  const { width, height } = PUZZLE;
  const hue = random() * 360;
  const gradient = ctx.createLinearGradient(0, random() * height, width, random() * height);
  gradient.addColorStop(0, `hsl(${hue}, 55%, 58%)`);
  gradient.addColorStop(0.5, `hsl(${(hue + 40) % 360}, 50%, 48%)`);
  gradient.addColorStop(1, `hsl(${(hue + 70) % 360}, 55%, 40%)`);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, height);

  for (let i = 0; i < 26; i++) {
    ctx.fillStyle = `hsla(${(hue + random() * 180) % 360}, 65%, ${35 + random() * 40}%, ${0.18 + random() * 0.3})`;
    drawShape(ctx, random);
  }
  for (let i = 0; i < 6; i++) {
    ctx.strokeStyle = `hsla(${random() * 360}, 40%, 90%, ${0.15 + random() * 0.25})`;
    ctx.lineWidth = 1 + random() * 2.5;
    ctx.beginPath();
    ctx.moveTo(random() * width, random() * height);
    ctx.bezierCurveTo(
      random() * width,
      random() * height,
      random() * width,
      random() * height,
      random() * width,
      random() * height,
    );
    ctx.stroke();
  }
  // Whole-pixel speckles: as much clutter to the eye, far cheaper to encode than blurred ones.
  for (let i = 0; i < 360; i++) {
    ctx.fillStyle = random() < 0.5 ? 'rgba(255,255,255,0.22)' : 'rgba(0,0,0,0.18)';
    const side = random() < 0.7 ? 1 : 2;
    ctx.fillRect(Math.floor(random() * width), Math.floor(random() * height), side, side);
  }
}

function drawShape(ctx: SKRSContext2D, random: () => number): void {
  const { width, height } = PUZZLE;
  const cx = random() * width;
  const cy = random() * height;
  const size = 8 + random() * 38;
  ctx.beginPath();
  const kind = Math.floor(random() * 3);
  if (kind === 0) {
    ctx.arc(cx, cy, size / 2, 0, Math.PI * 2);
  } else {
    // Triangles and quadrilaterals at a random rotation.
    const corners = kind === 1 ? 3 : 4;
    const turn = random() * Math.PI;
    for (let c = 0; c < corners; c++) {
      const angle = turn + (c * 2 * Math.PI) / corners;
      ctx.lineTo(cx + (Math.cos(angle) * size) / 2, cy + (Math.sin(angle) * size) / 2);
    }
    ctx.closePath();
  }
  ctx.fill();
}

/**
 * The jigsaw outline inside a pieceSize square at (ox, oy): a square body
 * with a knob out of the top and the right and a socket in the left.
 */
function tracePiece(ctx: SKRSContext2D, ox: number, oy: number): void {
  const body = 36;
  const radius = 7;
  // The knob circle sits partly outside the edge so it bulges past its neck.
  const offset = radius * 0.6;
  const neck = radius * 0.8;
  const bx = ox + 1;
  const by = oy + 12.5;
  const midX = bx + body / 2;
  const midY = by + body / 2;
  ctx.beginPath();
  ctx.moveTo(bx, by);
  ctx.lineTo(midX - neck, by);
  ctx.arc(midX, by - offset, radius, Math.atan2(offset, -neck), Math.atan2(offset, neck));
  ctx.lineTo(bx + body, by);
  ctx.lineTo(bx + body, midY - neck);
  ctx.arc(bx + body + offset, midY, radius, Math.atan2(-neck, -offset), Math.atan2(neck, -offset));
  ctx.lineTo(bx + body, by + body);
  ctx.lineTo(bx, by + body);
  ctx.lineTo(bx, midY + neck);
  ctx.arc(bx + offset, midY, radius, Math.atan2(neck, -offset), Math.atan2(-neck, -offset), true);
  ctx.closePath();
}

function cutPiece(piece: Canvas, background: Canvas, x: number, y: number): void {
  const ctx = piece.getContext('2d');
  ctx.save();
  tracePiece(ctx, 0, 0);
  ctx.clip();
  ctx.drawImage(background, -x, -y);
  // A light inner rim so the piece reads as a raised tile over any background.
  ctx.strokeStyle = 'rgba(255,255,255,0.85)';
  ctx.lineWidth = 2.5;
  ctx.stroke();
  ctx.restore();
}

function punchHole(ctx: SKRSContext2D, x: number, y: number): void {
  ctx.save();
  tracePiece(ctx, x, y);
  ctx.shadowColor = 'rgba(0,0,0,0.6)';
  ctx.shadowBlur = 6;
  ctx.fillStyle = 'rgba(0,0,0,0.45)';
  ctx.fill();
  ctx.shadowBlur = 0;
  ctx.strokeStyle = 'rgba(255,255,255,0.55)';
  ctx.lineWidth = 1;
  ctx.stroke();
  ctx.restore();
}
