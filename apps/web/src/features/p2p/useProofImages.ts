import { APPEAL_MAX_FILES } from '@exchange/contracts';
import { useState } from 'react';
import { usePhotos, type PhotoState } from '../identity/usePhotos';
import { APPEAL_FILE_MAX_MB, checkAddedImages, type ImagesRefusal } from './appealRules';

/** One place per image an appeal or its evidence may carry. */
const SLOTS: readonly string[] = Array.from({ length: APPEAL_MAX_FILES }, (_, i) => `image${i}`);

/**
 * Up to five images for an appeal or its evidence, each uploaded (purpose
 * `appeal`) as soon as it is chosen through identity's photo hook. Several
 * may be chosen at once; a choice that would pass five images or 50 MB in
 * all is refused whole, with the reason.
 */
export function useProofImages() {
  const photos = usePhotos(SLOTS, { purpose: 'appeal', maxMb: APPEAL_FILE_MAX_MB });
  const [problem, setProblem] = useState<ImagesRefusal | null>(null);
  const used = SLOTS.filter((slot) => photos.stateOf(slot).status !== 'empty');
  const states = used.map((slot) => photos.stateOf(slot));
  const sizes = states.map((state) => ({ size: 'file' in state ? (state.file?.size ?? 0) : 0 }));

  const add = (files: readonly File[]) => {
    const refusal = checkAddedImages(sizes, files);
    setProblem(refusal);
    if (refusal) return;
    const free = SLOTS.filter((slot) => !used.includes(slot));
    files.forEach((file, index) => {
      const slot = free[index];
      if (slot !== undefined) photos.choose(slot, file);
    });
  };

  const remove = (slot: string) => {
    photos.clear(slot);
    setProblem(null);
  };

  const done = (state: PhotoState): state is Extract<PhotoState, { status: 'done' }> =>
    state.status === 'done';
  return {
    slots: used,
    stateOf: photos.stateOf,
    retry: photos.retry,
    add,
    remove,
    problem,
    full: used.length >= SLOTS.length,
    /** The uploaded images' ids, in the order shown. */
    fileIds: states.filter(done).map((state) => state.fileId),
    /** Chosen images not (yet) uploaded: on their way, or failed. */
    pending: states.some((state) => state.status !== 'done'),
    /** Forgets every image (after the evidence they carried was sent). */
    reset: () => {
      for (const slot of used) photos.clear(slot);
      setProblem(null);
    },
  };
}

export type ProofImages = ReturnType<typeof useProofImages>;
