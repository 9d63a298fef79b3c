import { parseDecimal, toPlainString } from '@exchange/money';
import { useMemo } from 'react';
import { groupedLadder } from './bookGrouping';
import { useBookChoice, type BookChoice } from './bookPrefs';
import type { DepthBook, LadderSides } from './depthBook';

interface BookLadderInput {
  /** The market's or contract's symbol, under which the choice is remembered. */
  readonly symbol: string;
  readonly tickSize: string;
  /** The price that caps the coarser steps (`precisionSteps`): the last, else a best or mark price. */
  readonly referencePrice: string | null;
  readonly book: DepthBook | null;
  /** Rows a side with both sides shown; one side alone gets twice as many. */
  readonly rows: number;
}

/**
 * A trade screen's ladder as the user chose to see it, with that choice for
 * the selector. The book is grouped again only when it or the choice
 * changes, not on every keystroke in the order form beside it.
 */
export function useBookLadder(input: BookLadderInput): { choice: BookChoice; sides: LadderSides } {
  const { book, rows } = input;
  const choice = useBookChoice(input.symbol, input.tickSize, input.referencePrice);
  // The step's text, not the value: a new price makes new step values of the same text.
  const stepText = choice.step === null ? null : toPlainString(choice.step);
  const { layout } = choice;
  const sides = useMemo(
    () => groupedLadder(book, stepText === null ? null : parseDecimal(stepText), layout, rows),
    [book, stepText, layout, rows],
  );
  return { choice, sides };
}
