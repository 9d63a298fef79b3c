import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../../../i18n';
import { useBookPrefsStore } from '../bookPrefs';
import { bookFromSnapshot, bookView } from '../depthBook';
import { market } from '../test/fixtures';
import { DEPTH_TABLE_LEVELS, DepthTable } from './DepthTable';

const btc = market('BTC/USDT', 'Bitcoin', { last: '27000.5' });

type Levels = [string, string][];

/** The table as the trend screen draws it: handed the view cut to its levels. */
function open(bids: Levels, asks: Levels) {
  const book = bookFromSnapshot({ symbol: 'BTC/USDT', seq: 1, bids, asks });
  return render(<DepthTable view={bookView(book, DEPTH_TABLE_LEVELS)} market={btc} />);
}

/** Each line's bid and ask cell: "amount@price", or '-' for an empty cell. */
const lines = () =>
  [...document.querySelectorAll('.depth-line')].map((line) =>
    [...line.querySelectorAll('.depth-cell')].map((cell) => {
      const [first, second] = [...cell.querySelectorAll('span.num')].map((n) => n.textContent);
      if (first === undefined) return '-';
      return cell.classList.contains('bid') ? `${first}@${second}` : `${second}@${first}`;
    }),
  );

const forgetChoices = () => useBookPrefsStore.setState({ bySymbol: {} });

describe('the depth table', () => {
  beforeEach(forgetChoices);
  afterEach(forgetChoices);

  const bids: Levels = [
    ['27000.4', '1.5'],
    ['27000', '2'],
    ['26999.99', '0.1'],
    ['26995', '0.2'],
    ['26989.5', '1'],
  ];
  const asks: Levels = [
    ['27000.6', '0.5'],
    ['27001', '1'],
  ];

  it('shows the levels as they are until a step is chosen, then one line per step', () => {
    open(bids, asks);
    expect(lines()).toEqual([
      ['1.5000@27,000.40', '0.5000@27,000.60'],
      ['2.0000@27,000.00', '1.0000@27,001.00'],
      ['0.1000@26,999.99', '-'],
      ['0.2000@26,995.00', '-'],
      ['1.0000@26,989.50', '-'],
    ]);
    const select = screen.getByTestId('book-precision') as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual(['0.01', '0.1', '1', '10']);
    fireEvent.change(select, { target: { value: '10' } });
    // Bids down to 27000, 26990 and 26980; asks up to 27010; 0.1 + 0.2 is exactly 0.3.
    expect(lines()).toEqual([
      ['3.5000@27,000', '1.5000@27,010'],
      ['0.3000@26,990', '-'],
      ['1.0000@26,980', '-'],
    ]);
    // The bars are recomputed on one scale: the deepest bid total (4.8) is the full width.
    const bars = [...document.querySelectorAll<HTMLElement>('.depth-cell.bid .depth-bar')];
    expect(bars.map((bar) => bar.style.width)).toEqual(['73%', '79%', '100%']);
  });

  it('leaves out a deepest step that the levels past the screen’s cut could still add to', () => {
    /** Bids one apart from `top` down; the table is handed the best twenty. */
    const bidsFrom = (top: number, count: number) =>
      Array.from({ length: count }, (_, i): [string, string] => [String(top - i), '1']);
    const { unmount } = open(bidsFrom(27000, 22), asks);
    fireEvent.change(screen.getByTestId('book-precision'), { target: { value: '10' } });
    // 27000 alone, then 26999 to 26990. The last row handed over is 26981: the 26980
    // step would show nine of its ten levels, so it is left out rather than shown short.
    expect(lines().map(([bid]) => bid)).toEqual(['1.0000@27,000', '10.0000@26,990']);
    unmount();

    // Cut at a step's edge (27009 to 26990), the deepest step is whole and stays.
    open(bidsFrom(27009, 22), asks);
    expect(lines().map(([bid]) => bid)).toEqual(['10.0000@27,000', '10.0000@26,990']);
  });
});
