import type { Decimal } from '@exchange/money';
import { create } from 'zustand';
import { storage, STORAGE_KEYS } from '../../lib/storage';
import { BOOK_LAYOUTS, chooseStep, precisionSteps, type BookLayout } from './bookGrouping';

/**
 * How the user last chose to see each book, by symbol and per device: the
 * grouping step (canonical decimal text) and the layout. A spot market and
 * its trend screen share one choice; a contract's symbol ("BTCUSDT") is its
 * own. The step is kept as chosen even while it is not offered (no price
 * yet), so it applies again once it is.
 */
interface BookPref {
  readonly step: string | null;
  readonly layout: BookLayout;
}

const DEFAULT_PREF: BookPref = { step: null, layout: 'both' };

/** Books remembered; the least recently changed go first, so the entry stays small. */
const KEPT = 100;

type Prefs = Readonly<Record<string, BookPref>>;

const isLayout = (value: unknown): value is BookLayout =>
  typeof value === 'string' && (BOOK_LAYOUTS as readonly string[]).includes(value);

function readPref(value: unknown): BookPref | null {
  if (typeof value !== 'object' || value === null) return null;
  const { step, layout } = value as Record<string, unknown>;
  return {
    step: typeof step === 'string' ? step : null,
    layout: isLayout(layout) ? layout : DEFAULT_PREF.layout,
  };
}

/** What storage holds, each entry checked: another version or a hand edit must not break the book. */
export function loadBookPrefs(): Prefs {
  const raw = storage.get(STORAGE_KEYS.bookPrefs);
  if (raw === null) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).flatMap(([symbol, entry]) => {
        const pref = readPref(entry);
        return pref === null ? [] : [[symbol, pref] as const];
      }),
    );
  } catch {
    return {};
  }
}

interface BookPrefsState {
  readonly bySymbol: Prefs;
  change: (symbol: string, change: Partial<BookPref>) => void;
}

export const useBookPrefsStore = create<BookPrefsState>((set, get) => ({
  bySymbol: loadBookPrefs(),
  change: (symbol, change) => {
    const { [symbol]: before = DEFAULT_PREF, ...others } = get().bySymbol;
    // The changed book goes last, so the oldest are the ones dropped.
    const entries = [...Object.entries(others), [symbol, { ...before, ...change }] as const];
    const bySymbol = Object.fromEntries(entries.slice(-KEPT));
    storage.set(STORAGE_KEYS.bookPrefs, JSON.stringify(bySymbol));
    set({ bySymbol });
  },
}));

export interface BookChoice {
  /** The steps offered, finest first; empty when the tick is unknown. */
  readonly steps: readonly Decimal[];
  /** The step the book is grouped by; null when none is offered. */
  readonly step: Decimal | null;
  readonly layout: BookLayout;
  /** Takes the canonical text of an offered step (a select's value). */
  readonly chooseStep: (step: string) => void;
  readonly chooseLayout: (layout: BookLayout) => void;
}

/**
 * A book's grouping and layout: the remembered choice applied to the steps
 * the tick and the reference price allow (`precisionSteps`).
 */
export function useBookChoice(
  symbol: string,
  tickSize: string,
  referencePrice: string | null,
): BookChoice {
  const pref = useBookPrefsStore((state) => state.bySymbol[symbol]) ?? DEFAULT_PREF;
  const change = useBookPrefsStore((state) => state.change);
  const steps = precisionSteps(tickSize, referencePrice);
  return {
    steps,
    step: chooseStep(steps, pref.step),
    layout: pref.layout,
    chooseStep: (step) => change(symbol, { step }),
    chooseLayout: (layout) => change(symbol, { layout }),
  };
}
