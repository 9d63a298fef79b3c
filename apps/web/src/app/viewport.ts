/**
 * Spec section 9: the root font size scales from an 828 px base width
 * (1rem = 100 design px), and double-tap and pinch zoom are blocked.
 */
export const DESIGN_WIDTH_PX = 828;
export const DOUBLE_TAP_MS = 300;

/** Widths above the design width keep the design size; the app is then a centered column. */
export function rootFontSizePx(viewportWidthPx: number): number {
  const width = Math.min(Math.max(viewportWidthPx, 0), DESIGN_WIDTH_PX);
  return (width / DESIGN_WIDTH_PX) * 100;
}

export function installRootFontSize(win: Window): () => void {
  const apply = () => {
    win.document.documentElement.style.fontSize = `${rootFontSizePx(win.innerWidth)}px`;
  };
  apply();
  win.addEventListener('resize', apply);
  win.addEventListener('orientationchange', apply);
  return () => {
    win.removeEventListener('resize', apply);
    win.removeEventListener('orientationchange', apply);
  };
}

/**
 * iOS Safari ignores user-scalable=no, so zoom is also blocked by events: a
 * second touchend within 300 ms, Safari's gesture events and any multi-touch
 * move have their default (zooming) prevented.
 */
export function installZoomBlock(
  doc: Document,
  nowMs: () => number = () => Date.now(),
): () => void {
  let lastTouchEndMs = Number.NEGATIVE_INFINITY;
  const onTouchEnd = (event: TouchEvent) => {
    const now = nowMs();
    if (now - lastTouchEndMs <= DOUBLE_TAP_MS) event.preventDefault();
    lastTouchEndMs = now;
  };
  const onGesture = (event: Event) => event.preventDefault();
  const onTouchMove = (event: TouchEvent) => {
    if (event.touches.length > 1) event.preventDefault();
  };
  const active = { passive: false } as const;
  doc.addEventListener('touchend', onTouchEnd, active);
  doc.addEventListener('touchmove', onTouchMove, active);
  doc.addEventListener('gesturestart', onGesture, active);
  doc.addEventListener('gesturechange', onGesture, active);
  return () => {
    doc.removeEventListener('touchend', onTouchEnd);
    doc.removeEventListener('touchmove', onTouchMove);
    doc.removeEventListener('gesturestart', onGesture);
    doc.removeEventListener('gesturechange', onGesture);
  };
}
