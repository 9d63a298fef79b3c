import { ADMIN_PATHS, type CreditApplication, type CreditDocument } from '@exchange/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useApi } from '../app/context';
import { pathOf, type ApiClient } from './client';
import { creditKeys } from './credit';

export interface CreditDocumentImage {
  /** An object URL of the image, revoked when the application closes; null until it came. */
  readonly url: string | null;
  readonly error: unknown;
}

/**
 * The document images of one open application, each fetched only when the
 * operator opens it: every fetch is a view the server records, and opening
 * every document is what an approval requires. Not react-query, whose
 * refetches (on a switch of language) would each be another recorded view.
 */
export interface CreditDocuments {
  subscribe(listener: () => void): () => void;
  snapshot(): Readonly<Partial<Record<CreditDocument, CreditDocumentImage>>>;
  /** Fetches the document unless it came already (or is on its way); a failure is asked again. */
  open(document: CreditDocument): void;
  /** Stops what is under way and lets every image go. */
  reset(): void;
}

export function createCreditDocuments(
  api: ApiClient,
  id: number,
  /** Told of each document the server answered with: its view is now recorded. */
  onViewed: (document: CreditDocument) => void,
): CreditDocuments {
  let images: Readonly<Partial<Record<CreditDocument, CreditDocumentImage>>> = {};
  let controller = new AbortController();
  const pending = new Set<CreditDocument>();
  const urls: string[] = [];
  const listeners = new Set<() => void>();
  const set = (document: CreditDocument, image: CreditDocumentImage) => {
    images = { ...images, [document]: image };
    for (const listener of listeners) listener();
  };

  function open(document: CreditDocument) {
    if (pending.has(document) || images[document]?.url) return;
    pending.add(document);
    set(document, { url: null, error: null });
    const { signal } = controller;
    api
      .blob(pathOf(ADMIN_PATHS.creditDocument, { id, document }), { signal })
      .then((blob) => {
        if (signal.aborted) return;
        const url = URL.createObjectURL(blob);
        urls.push(url);
        set(document, { url, error: null });
        onViewed(document);
      })
      .catch((error: unknown) => {
        if (!signal.aborted) set(document, { url: null, error });
      })
      .finally(() => pending.delete(document));
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => images,
    open,
    reset() {
      controller.abort();
      controller = new AbortController();
      pending.clear();
      for (const url of urls.splice(0)) URL.revokeObjectURL(url);
      images = {};
      for (const listener of listeners) listener();
    },
  };
}

/**
 * The application's documents, made once per opening and let go when it
 * closes. A document the server sent is marked opened by this operator in
 * the application shown, as the server has just recorded, without reading
 * the application again.
 */
export function useCreditDocuments(id: number): CreditDocuments {
  const api = useApi();
  const queryClient = useQueryClient();
  const [documents] = useState(() =>
    createCreditDocuments(api, id, (document) =>
      queryClient.setQueryData<CreditApplication>(creditKeys.one(id), (application) =>
        application && !application.viewedByMe.includes(document)
          ? { ...application, viewedByMe: [...application.viewedByMe, document] }
          : application,
      ),
    ),
  );
  useEffect(() => () => documents.reset(), [documents]);
  return documents;
}

/** Every image of the application as it stands. */
export function useCreditDocumentImages(documents: CreditDocuments) {
  return useSyncExternalStore(documents.subscribe, documents.snapshot, documents.snapshot);
}
