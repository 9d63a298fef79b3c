import multipart from '@fastify/multipart';
import {
  API_BASE,
  PATHS,
  envelope,
  uploadedFileParams,
  uploadedImageSchema,
} from '@exchange/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, isAppError } from '../../http/app-error.js';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { callerOf, session } from '../../http/user-routes.js';
import { MAX_UPLOAD_BYTES, purposeOf } from './files.core.js';
import { sendImage } from './files.reply.js';
import type { FilesService, StoredFile } from './files.service.js';

export interface FilesRouteDeps {
  readonly files: FilesService;
}

const tags = ['files'];

/**
 * The spec's image upload and our read-back path. Multipart parsing is
 * registered only in this scope, so every other route keeps refusing
 * multipart bodies and keeps the small JSON body limit.
 */
export function registerFilesRoutes(api: Api, deps: FilesRouteDeps): void {
  void api.register(async (scope: Api) => {
    await registerMultipart(scope);
    registerUpload(scope, deps);
  });
  registerRead(api, deps);
}

function registerUpload(api: Api, { files }: FilesRouteDeps): void {
  api.post(
    PATHS.uploadImage,
    {
      // Decoding and re-encoding costs real CPU: a tighter per-IP budget than the global one.
      // Documents belong to the real account: a demo session gets DEMO_RESTRICTED.
      config: { ...session('refuse'), rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          'Upload an image (multipart field `file`; JPG, JPEG, GIF, BMP or PNG, told by its bytes). ' +
          'Optional `purpose` (avatar 2 MB, identity 10 MB (default), appeal 30 MB, document 50 MB, chat 10 MB) ' +
          'as a query parameter or a form field sent before the file. Stored re-encoded, without metadata, encrypted',
        querystring: z.object({ purpose: z.string().max(32).optional() }),
        response: { 200: envelope(uploadedImageSchema) },
      },
    },
    async (req) => {
      // Who is asking was settled (onRequest) before a byte of the body was read.
      const userId = callerOf(req).user.id;
      if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      const stored = await uploadFromParts(req, files, userId, purposeOf(req.query.purpose));
      return ok(toReply(stored));
    },
  );
}

/**
 * Multipart parsing for one scope (an upload route's own), so every other
 * route keeps refusing multipart bodies and keeps the small JSON limit.
 */
export async function registerMultipart(scope: FastifyInstance): Promise<void> {
  await scope.register(multipart, {
    // A backstop only: the service stops at the purpose's own (smaller or equal) limit.
    limits: {
      fileSize: MAX_UPLOAD_BYTES + 1,
      files: 1,
      fields: 4,
      fieldSize: 64,
      parts: 6,
      headerPairs: 20,
    },
  });
}

/**
 * Walks the parts in order: a `purpose` field may precede the file; the first
 * file part must be named `file`. Parts after the file are never read.
 */
export async function uploadFromParts(
  req: FastifyRequest,
  files: FilesService,
  userId: number,
  initialPurpose: ReturnType<typeof purposeOf>,
  /** False: the purpose is the caller's to set, and a `purpose` field is ignored. */
  purposeField = true,
): Promise<StoredFile> {
  let purpose = initialPurpose;
  for await (const part of req.parts()) {
    if (part.type === 'field') {
      if (part.fieldname === 'purpose' && purposeField) purpose = purposeOf(String(part.value));
      continue;
    }
    if (part.fieldname !== 'file') {
      // Destroying the unread stream makes the parser stop reading the request.
      part.file.destroy();
      throw new AppError('IMAGE_REQUIRED');
    }
    try {
      return await files.upload(userId, purpose, part.file);
    } catch (error) {
      if (isAppError(error)) throw error;
      // The body broke off or the parser failed mid-file: nothing was stored.
      throw new AppError('IMAGE_UPLOAD_FAILED', {}, null, { cause: error });
    }
  }
  throw new AppError('IMAGE_REQUIRED');
}

function registerRead(api: Api, { files }: FilesRouteDeps): void {
  api.get(
    PATHS.uploadedFile,
    {
      // A guest gets the session error whatever the id: nothing says whether it exists.
      config: session('refuse'),
      schema: {
        tags,
        summary:
          'The image bytes, to its owner only (session header). Anyone else gets FILE_NOT_FOUND',
        params: uploadedFileParams,
      },
    },
    async (req, reply) => {
      const userId = callerOf(req).user.id;
      return sendImage(reply, await files.readForOwner(req.params.id, userId));
    },
  );
}

function toReply(file: StoredFile) {
  return {
    id: file.id,
    url: `${API_BASE}${PATHS.uploadedFile.replace(':id', file.id)}`,
    purpose: file.purpose,
    contentType: file.contentType,
    size: file.size,
    width: file.width,
    height: file.height,
  };
}
