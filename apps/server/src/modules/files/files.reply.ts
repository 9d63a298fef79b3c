import type { FastifyReply } from 'fastify';
import type { FileContent } from './files.service.js';

/**
 * Sends a stored image as itself: its type, never sniffed, inline, never
 * cached, and sandboxed so that opened directly in a tab it may not run or
 * load anything. Every route that hands out an upload answers this way.
 */
export function sendImage(reply: FastifyReply, { file, bytes }: FileContent) {
  return reply
    .header('content-type', file.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(bytes);
}
