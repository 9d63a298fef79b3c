import type { Coin } from '@exchange/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CoinChoiceList } from '../../funding/components/CoinChoiceList';
import { renderAt } from '../../account/test/render';
import { CoinBadge } from './CoinBadge';

/** The coins the server's migrations seed (`0007_coins.ts`), each of which ships a logo. */
const LISTED = ['BTC', 'ETH', 'USDT', 'USDC', 'TRX', 'LTC', 'DOGE', 'SOL', 'XRP', 'ADA'] as const;

function coin(symbol: string, name: string): Coin {
  return { symbol, name, isTop: '0', decimals: 8, chains: [] };
}

describe('coin badge', () => {
  it('shows the logo of a known coin and the letter for an unknown one in the coin list', () => {
    renderAt(
      '/recharge/list',
      <CoinChoiceList
        coins={[coin('BTC', 'Bitcoin'), coin('ZZZ', 'Unlisted')]}
        use="deposit"
        to={(symbol) => `/recharge/page?symbol=${symbol}`}
      />,
    );
    const known = within(screen.getByTestId('coin-BTC'));
    const logo = known.getByTestId('coin-logo-BTC');
    expect(logo.tagName).toBe('IMG');
    expect(logo.getAttribute('src')).toMatch(/btc\.svg/);
    expect(known.queryByTestId('coin-letter-BTC')).toBeNull();

    const unknown = within(screen.getByTestId('coin-ZZZ'));
    expect(unknown.getByTestId('coin-letter-ZZZ').textContent).toBe('Z');
    expect(screen.getByTestId('coin-ZZZ').querySelector('img')).toBeNull();
  });

  it.each(LISTED)('has a logo for the listed coin %s', (symbol) => {
    render(<CoinBadge symbol={symbol} />);
    const logo = screen.getByTestId(`coin-logo-${symbol}`);
    expect(logo.getAttribute('src')).toMatch(new RegExp(`/${symbol.toLowerCase()}\\.svg`));
  });

  it('is decorative and sized before it loads, so the layout does not move', () => {
    render(<CoinBadge symbol="ETH" />);
    const logo = screen.getByTestId('coin-logo-ETH');
    // The symbol is printed beside every badge: an empty alt keeps it from being read twice.
    expect(logo.getAttribute('alt')).toBe('');
    expect(logo.getAttribute('width')).toBe('32');
    expect(logo.getAttribute('height')).toBe('32');
    expect(logo.getAttribute('loading')).toBe('lazy');
    expect(logo.className).toBe('coin-badge');
  });

  it('falls back to the letter when the logo fails to load', () => {
    render(<CoinBadge symbol="SOL" />);
    fireEvent.error(screen.getByTestId('coin-logo-SOL'));
    expect(screen.queryByTestId('coin-logo-SOL')).toBeNull();
    expect(screen.getByTestId('coin-letter-SOL').textContent).toBe('S');
  });
});
