import { create } from 'zustand';

/**
 * Requests in flight that want the shared spinner. A counter rather than a
 * flag so overlapping requests keep it up until the last one settles.
 */
interface LoadingState {
  inFlight: number;
  begin: () => void;
  end: () => void;
}

export const useLoading = create<LoadingState>((set) => ({
  inFlight: 0,
  begin: () => set((state) => ({ inFlight: state.inFlight + 1 })),
  end: () => set((state) => ({ inFlight: Math.max(0, state.inFlight - 1) })),
}));
