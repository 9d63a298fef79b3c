import type { PerpStopKind, PerpStopSource } from '@exchange/contracts';
import { useState } from 'react';
import { normaliseAmountInput } from '../wallet/transferRules';
import type { PerpStopDraft, PerpStopField } from './perpStops';

interface StopState {
  /** Null while an ordinary order is chosen. */
  kind: PerpStopKind | null;
  source: PerpStopSource;
  triggerPrice: string;
  callbackRate: string;
  activationPrice: string;
}

/**
 * The conditional part of the contract form: whether the order waits for a
 * trigger or trails the price, what it watches and its prices. The order
 * itself (direction, type, lots, leverage, presets) is usePerpForm's.
 */
export function usePerpStopForm() {
  const [state, setState] = useState<StopState>({
    kind: null,
    source: 'mark',
    triggerPrice: '',
    callbackRate: '',
    activationPrice: '',
  });
  const patch = (next: Partial<StopState>) => setState((current) => ({ ...current, ...next }));
  const draft: PerpStopDraft | null = state.kind === null ? null : { ...state, kind: state.kind };
  return {
    kind: state.kind,
    source: state.source,
    /** Null while an ordinary order is chosen. */
    draft,
    values: state,
    setKind: (kind: PerpStopKind | null) => patch({ kind }),
    setSource: (source: PerpStopSource) => patch({ source }),
    set: (field: PerpStopField, text: string) => patch({ [field]: normaliseAmountInput(text) }),
  };
}

export type PerpStopForm = ReturnType<typeof usePerpStopForm>;
