import { create } from 'zustand';

/** Set when a new service worker has taken over; the page still runs the old code. */
interface PwaState {
  updateReady: boolean;
  setUpdateReady: () => void;
}

export const usePwa = create<PwaState>((set) => ({
  updateReady: false,
  setUpdateReady: () => set({ updateReady: true }),
}));
