import { useObjectUrl } from '../../lib/useObjectUrl';
import { useOrderFile } from './queries';

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
