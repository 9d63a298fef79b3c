import { useCallback, useSyncExternalStore } from 'react';
import { useOrderFile } from './queries';

/**
 * Object URLs of the image bytes on screen, one per blob however many
 * components show it, freed when the last of them unmounts.
 */
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

/** An address for `blob` while the component is mounted (null before, and without one). */
function useObjectUrl(blob: Blob | undefined): string | null {
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

/**
 * An image the order names, as an address an <img> can show. The bytes are
 * read with the session header (a plain <img src> could not send it) and
 * shown through an object URL, revoked when no component shows it any more.
 */
export function useOrderImage(orderId: number, fileId: string) {
  const file = useOrderFile(orderId, fileId);
  const url = useObjectUrl(file.data);
  return { url, failed: file.isError, retry: () => void file.refetch() };
}
