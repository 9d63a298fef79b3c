import type { FilePurpose } from '@exchange/contracts';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../api';
import { IDENTITY_PHOTO_MAX_MB, uploadImage } from '../../api/upload';
import type { TextKey } from '../../i18n/types';

/** What the picker offers; the server tells the format by the bytes and accepts these. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/bmp'] as const;

/** Why a photo is not usable: a text of ours, the size limit, or the server's (already translated). */
export type PhotoProblem = { key: TextKey } | { tooLargeMb: number } | { server: string };

export type PhotoState =
  | { status: 'empty' }
  /** `progress` is the share sent, from 0 to 1, or null while the browser knows no total. */
  | { status: 'uploading'; preview: string | null; file: File; progress: number | null }
  | { status: 'done'; preview: string | null; file: File; fileId: string }
  /** `file` is kept when sending it again may work (timeout, network), so retry can. */
  | { status: 'failed'; preview: string | null; file: File | null; problem: PhotoProblem };

const EMPTY: PhotoState = { status: 'empty' };

/** Refused here, before a doomed upload: too large, or not an image the server takes. */
function localProblem(file: File, maxMb: number): PhotoProblem | null {
  // An empty type is a browser that could not tell; the server judges the bytes.
  if (file.type !== '' && !(PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return { key: 'identity.photo.type' };
  }
  if (file.size > maxMb * 1024 * 1024) {
    return { tooLargeMb: maxMb };
  }
  return null;
}

function uploadProblem(error: unknown): PhotoProblem {
  if (!isApiError(error)) return { key: 'identity.photo.failed' };
  if (error.kind === 'timeout') return { key: 'identity.photo.timeout' };
  if (error.kind === 'network') return { key: 'net.checkNetwork' };
  if (error.kind === 'business' && error.message) return { server: error.message };
  return { key: 'identity.photo.failed' };
}

/** A server refusal is about the file itself: sending the same bytes again cannot help. */
function worthRetrying(error: unknown): boolean {
  return !isApiError(error) || (error.kind !== 'business' && error.kind !== 'login');
}

/**
 * The photos of one form, by name. Each is uploaded as soon as it is
 * chosen (purpose `identity` unless told otherwise, with that purpose's
 * size limit), so the submit only names file ids. Choosing again replaces
 * the photo and cancels its upload in flight; leaving the screen cancels
 * every upload and frees the previews.
 */
export function usePhotos<D extends string>(
  documents: readonly D[],
  {
    purpose = 'identity',
    maxMb = IDENTITY_PHOTO_MAX_MB,
  }: { purpose?: FilePurpose; maxMb?: number } = {},
) {
  const [states, setStates] = useState<Partial<Record<D, PhotoState>>>({});
  const uploads = useRef(new Map<D, AbortController>());
  const previews = useRef(new Map<D, string>());

  useEffect(() => {
    const inFlight = uploads.current;
    const shown = previews.current;
    return () => {
      for (const controller of inFlight.values()) controller.abort();
      for (const url of shown.values()) URL.revokeObjectURL(url);
    };
  }, []);

  const put = (document: D, state: PhotoState) =>
    setStates((previous) => ({ ...previous, [document]: state }));

  const showPreview = (document: D, file: File): string | null => {
    const old = previews.current.get(document);
    if (old) URL.revokeObjectURL(old);
    previews.current.delete(document);
    if (!file.type.startsWith('image/')) return null;
    const url = URL.createObjectURL(file);
    previews.current.set(document, url);
    return url;
  };

  const send = async (document: D, file: File, preview: string | null) => {
    uploads.current.get(document)?.abort();
    const controller = new AbortController();
    uploads.current.set(document, controller);
    put(document, { status: 'uploading', preview, file, progress: null });
    const onProgress = (progress: number) => {
      if (uploads.current.get(document) !== controller) return;
      put(document, { status: 'uploading', preview, file, progress });
    };
    try {
      const image = await uploadImage(file, purpose, { signal: controller.signal, onProgress });
      if (uploads.current.get(document) !== controller) return;
      put(document, { status: 'done', preview, file, fileId: image.id });
    } catch (error) {
      // Replaced by a newer choice, or the screen closed: nothing to show.
      if (uploads.current.get(document) !== controller || controller.signal.aborted) return;
      put(document, {
        status: 'failed',
        preview,
        file: worthRetrying(error) ? file : null,
        problem: uploadProblem(error),
      });
    } finally {
      if (uploads.current.get(document) === controller) uploads.current.delete(document);
    }
  };

  const choose = (document: D, file: File) => {
    const preview = showPreview(document, file);
    const problem = localProblem(file, maxMb);
    if (problem) {
      uploads.current.get(document)?.abort();
      uploads.current.delete(document);
      put(document, { status: 'failed', preview, file: null, problem });
      return;
    }
    void send(document, file, preview);
  };

  const stateOf = (document: D): PhotoState => states[document] ?? EMPTY;

  /** Forgets a photo: its upload in flight is cancelled and its preview freed. */
  const clear = (document: D) => {
    uploads.current.get(document)?.abort();
    uploads.current.delete(document);
    const preview = previews.current.get(document);
    if (preview) URL.revokeObjectURL(preview);
    previews.current.delete(document);
    put(document, EMPTY);
  };

  const retry = (document: D) => {
    const state = stateOf(document);
    if (state.status === 'failed' && state.file) void send(document, state.file, state.preview);
  };

  /** Every document's file id, or null while any is missing. */
  const fileIds = (): Record<D, string> | null => {
    const ids = {} as Record<D, string>;
    for (const document of documents) {
      const state = stateOf(document);
      if (state.status !== 'done') return null;
      ids[document] = state.fileId;
    }
    return ids;
  };

  return {
    stateOf,
    choose,
    retry,
    clear,
    fileIds,
    uploading: documents.some((document) => stateOf(document).status === 'uploading'),
  };
}

export type Photos<D extends string> = ReturnType<typeof usePhotos<D>>;
