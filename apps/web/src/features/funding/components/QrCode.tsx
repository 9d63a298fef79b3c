import { create } from 'qrcode';
import { useMemo } from 'react';

/** Light modules around the code; scanners need four (ISO/IEC 18004). */
const QUIET_ZONE = 4;

/**
 * The dark modules as one SVG path, each horizontal run of dark modules one
 * rectangle, so the code is crisp at any size and no HTML string is injected.
 */
export function qrPath(text: string): { size: number; path: string } {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col += 1;
      const x = start + QUIET_ZONE;
      const y = row + QUIET_ZONE;
      parts.push(`M${x} ${y}h${col - start}v1h-${col - start}z`);
    }
  }
  return { size: modules.size + QUIET_ZONE * 2, path: parts.join('') };
}

/** A QR code drawn in the browser, black on white in either theme so phones can scan it. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      className="qr-code"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
