import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LINE_COLORS, type Panel } from '../chartIndicators';
import { ChartLegend } from './ChartLegend';

const digits = { tickSize: '0.1', precision: 1, amountPrecision: 4 };

const panel: Panel = {
  title: 'MACD(12,26,9)',
  format: 'price',
  plots: [
    { kind: 'histogram', label: 'MACD', values: [null, -0.5], rising: [true, false] },
    { kind: 'line', label: 'DIF', color: LINE_COLORS[0], values: [null, 1.25] },
  ],
};

describe('chart legend', () => {
  it('lists the figures at a candle in their lines’ colours, or the bars’ tone', () => {
    render(<ChartLegend panel={panel} index={1} digits={digits} top={120} />);
    const legend = screen.getByTestId('legend-sub');
    expect(legend.style.top).toBe('120px');
    const spans = [...legend.querySelectorAll('span')];
    expect(spans.map((span) => span.textContent)).toEqual([
      'MACD(12,26,9)',
      'MACD -0.5',
      'DIF 1.3',
    ]);
    expect(spans[1]?.className).toBe('down');
    expect(spans[2]?.style.color).toBe('rgb(240, 185, 11)');
  });

  it('shows a dash during the warm-up, and nothing without a panel', () => {
    const { rerender } = render(<ChartLegend panel={panel} index={0} digits={digits} top={null} />);
    expect(screen.getByTestId('legend-main').textContent).toBe('MACD(12,26,9)MACD --DIF --');
    rerender(<ChartLegend panel={null} index={0} digits={digits} top={null} />);
    expect(screen.queryByTestId('legend-main')).toBeNull();
  });
});
