import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../i18n';
import { bookFromSnapshot } from '../depthBook';
import { depthFixture, marketsFixture } from '../test/fixtures';
import { DepthChart } from './DepthChart';

const btc = marketsFixture[0];
if (btc === undefined) throw new Error('the fixture lists BTC/USDT first');
const digits = { precision: btc.pricePrecision, amountPrecision: btc.amountPrecision };

describe('depth chart', () => {
  it('draws both sides with the range’s edge prices and the mid price under them', () => {
    render(<DepthChart book={bookFromSnapshot(depthFixture)} digits={digits} />);
    const chart = screen.getByTestId('depth-chart');
    expect(chart.getAttribute('aria-label')).toBe('Depth chart');
    // Bids 27000.40 and 27000.00, asks 27000.60 and 27001.00: mid 27000.50, range 27000 to 27001.
    const prices = within(screen.getByTestId('depth-chart-prices'));
    expect(prices.getByText('27,000.00')).toBeTruthy();
    expect(prices.getByText('Mid price 27,000.50')).toBeTruthy();
    expect(prices.getByText('27,001.00')).toBeTruthy();
    // The deepest total (3.5 of bids) marks the top of the amount axis.
    expect(within(chart).getByText('3.5')).toBeTruthy();
    expect(within(chart).getByText('1.75')).toBeTruthy();
    const bid = chart.querySelector('path.depth-chart-area.bid')?.getAttribute('d') ?? '';
    const ask = chart.querySelector('path.depth-chart-area.ask')?.getAttribute('d') ?? '';
    // Bids fill from the middle (x 500 of 1000) to the left edge, asks to the right one.
    expect(bid).toMatch(/^M500,500.*L0,500Z$/);
    expect(ask).toMatch(/^M500,500.*L1000,500Z$/);
    expect(within(chart).getByText('Bid').className).toBe('up');
    expect(within(chart).getByText('Ask').className).toBe('down');
    // A spot book's amounts are in the base coin, which the screen already names.
    expect(screen.queryByTestId('depth-chart-unit')).toBeNull();
  });

  it('names the amounts when they are not in the base coin, and writes them to their decimals', () => {
    render(
      <DepthChart
        book={bookFromSnapshot({
          ...depthFixture,
          bids: [['27000.4', '12']],
          asks: [['27000.6', '30']],
        })}
        digits={{ precision: 1, amountPrecision: 0 }}
        amountUnit="Size (lots)"
      />,
    );
    const chart = screen.getByTestId('depth-chart');
    expect(screen.getByTestId('depth-chart-unit').textContent).toBe('Size (lots)');
    expect(within(chart).getByText('30')).toBeTruthy();
    expect(within(chart).getByText('15')).toBeTruthy();
    expect(screen.getByTestId('depth-chart-prices').textContent).toContain('Mid price 27,000.5');
  });

  it('says the book is empty rather than drawing nothing', () => {
    render(
      <DepthChart
        book={bookFromSnapshot({ ...depthFixture, bids: [], asks: [] })}
        digits={digits}
      />,
    );
    expect(screen.getByTestId('depth-chart').textContent).toBe('No orders in the book');
  });
});
