import { useCallback, useSyncExternalStore } from 'react';

/** Object URLs of the blobs on screen, one per blob however many components show it. */
const shown = new Map<Blob, { url: string; holders: number }>();

function hold(blob: Blob): () => void {
  const entry = shown.get(blob) ?? { url: URL.createObjectURL(blob), holders: 0 };
  entry.holders += 1;
  shown.set(blob, entry);
  return () => {
    entry.holders -= 1;
    if (entry.holders > 0) return;
    shown.delete(blob);
    URL.revokeObjectURL(entry.url);
  };
}

/**
 * An address for `blob` while the component is mounted (null before, and
 * without one), revoked when the last component showing it unmounts.
 */
export function useObjectUrl(blob: Blob | undefined): string | null {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (blob === undefined) return () => undefined;
      const release = hold(blob);
      onChange();
      return release;
    },
    [blob],
  );
  return useSyncExternalStore(subscribe, () =>
    blob === undefined ? null : (shown.get(blob)?.url ?? null),
  );
}
