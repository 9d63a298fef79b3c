import { ADMIN_PATHS } from '@exchange/contracts';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useApi } from '../app/context';
import type { ApiClient } from './client';
import { pathOf } from './client';

export interface AppealImage {
  /** An object URL of the image, revoked when the case file closes; null until it came. */
  readonly url: string | null;
  readonly error: unknown;
}

const PENDING: AppealImage = { url: null, error: null };

/**
 * The evidence images of one open case file. A file named twice (the proof
 * of the appeal is also its first evidence record) is fetched once: every
 * fetch is a view the server records. Not react-query, whose refetches (on
 * a switch of language) would each be another recorded view.
 */
export interface AppealImages {
  subscribe(listener: () => void): () => void;
  snapshot(): Readonly<Record<string, AppealImage>>;
  /** Starts fetching the file unless it already was. */
  want(fileId: string): void;
  /** Asks again after a failure (another recorded view). */
  retry(fileId: string): void;
  /** Stops what is under way and lets every image go. */
  reset(): void;
}

export function createAppealImages(api: ApiClient, appealId: number): AppealImages {
  let images: Readonly<Record<string, AppealImage>> = {};
  let controller = new AbortController();
  const started = new Set<string>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const urls: string[] = [];
  const listeners = new Set<() => void>();
  const set = (fileId: string, image: AppealImage) => {
    images = { ...images, [fileId]: image };
    for (const listener of listeners) listener();
  };

  function want(fileId: string) {
    if (started.has(fileId)) return;
    started.add(fileId);
    const { signal } = controller;
    // StrictMode mounts, unmounts and mounts again at once: a request sent on the
    // first mount would be a second recorded view. `reset` clears the timer first.
    const timer = setTimeout(() => {
      timers.delete(timer);
      api
        .blob(pathOf(ADMIN_PATHS.p2pAppealFile, { id: appealId, fileId }), { signal })
        .then((blob) => {
          if (signal.aborted) return;
          const url = URL.createObjectURL(blob);
          urls.push(url);
          set(fileId, { url, error: null });
        })
        .catch((error: unknown) => {
          if (!signal.aborted) set(fileId, { url: null, error });
        });
    }, 0);
    timers.add(timer);
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => images,
    want,
    retry(fileId) {
      started.delete(fileId);
      set(fileId, PENDING);
      want(fileId);
    },
    reset() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      controller.abort();
      controller = new AbortController();
      for (const url of urls.splice(0)) URL.revokeObjectURL(url);
      started.clear();
      images = {};
      for (const listener of listeners) listener();
    },
  };
}

/** The case file's images, made once per opening and let go when it closes. */
export function useAppealImages(appealId: number): AppealImages {
  const api = useApi();
  const [images] = useState(() => createAppealImages(api, appealId));
  useEffect(() => () => images.reset(), [images]);
  return images;
}

/** One image of the case file, fetched when first shown. */
export function useAppealImage(images: AppealImages, fileId: string): AppealImage {
  useEffect(() => images.want(fileId), [images, fileId]);
  const all = useSyncExternalStore(images.subscribe, images.snapshot, images.snapshot);
  return all[fileId] ?? PENDING;
}
