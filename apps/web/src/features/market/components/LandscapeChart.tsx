import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

function subscribeResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** A phone held upright: the view is then turned a quarter with CSS. */
const isPortrait = () => window.innerHeight > window.innerWidth;

/**
 * Asks the browser to turn a phone held upright to real landscape. The
 * Screen Orientation API locks only in full screen, full screen needs the
 * tap itself (so the tap's handler calls this, not an effect), and only
 * some browsers (Chrome on Android) allow either. Where they refuse, the
 * CSS rotation stands in, so a refusal is not an error.
 */
export function requestLandscape(): void {
  if (!isPortrait()) return;
  void (async () => {
    try {
      if (!document.fullscreenElement) await document.documentElement.requestFullscreen?.();
      await screen.orientation?.lock?.('landscape');
    } catch {
      // Refused or unsupported: the view is rotated with CSS instead.
    }
  })();
}

function unlockLandscape(): void {
  try {
    screen.orientation?.unlock?.();
  } catch {
    // Never locked.
  }
  if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
}

/**
 * The chart over the whole screen in landscape. On a phone held upright the
 * container is turned a quarter (as exchanges' web apps do), since a web
 * page cannot count on turning the screen itself; the chart library sizes
 * itself from the container's own, unturned, width and height. Escape and
 * the view's close button close it. Open it with requestLandscape in the
 * same tap.
 */
export function LandscapeChart({
  label,
  onClose,
  children,
}: {
  label: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const portrait = useSyncExternalStore(subscribeResize, isPortrait);

  // Whatever requestLandscape obtained is given back when the view goes, however it goes.
  useEffect(() => unlockLandscape, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  return createPortal(
    <div
      className={portrait ? 'chart-landscape rotated' : 'chart-landscape'}
      role="dialog"
      aria-modal="true"
      aria-label={label}
      data-testid="chart-landscape"
    >
      {children}
    </div>,
    document.body,
  );
}
