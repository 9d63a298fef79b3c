import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyLocale } from '../../../i18n';
import { STORAGE_KEYS } from '../../../lib/storage';
import { loadBookPrefs, useBookChoice, useBookPrefsStore } from '../bookPrefs';
import { BookControls } from './BookControls';

/** The controls of one book, with the choice they make printed beside them. */
function Harness({ symbol, tick, price }: { symbol: string; tick: string; price: string | null }) {
  const choice = useBookChoice(symbol, tick, price);
  return (
    <>
      <BookControls choice={choice} />
      <output data-testid="chosen">{`${String(choice.step)} ${choice.layout}`}</output>
    </>
  );
}

const select = () => screen.getByTestId('book-precision') as HTMLSelectElement;
const options = () => [...select().options].map((option) => [option.value, option.textContent]);
const chosen = () => screen.getByTestId('chosen').textContent;
const pressed = () =>
  ['both', 'bids', 'asks'].filter(
    (layout) => screen.getByTestId(`book-layout-${layout}`).getAttribute('aria-pressed') === 'true',
  );

/** The store outlives a test (files share a module graph), so each starts and ends with none remembered. */
const forgetChoices = () => useBookPrefsStore.setState({ bySymbol: {} });

describe('the book controls', () => {
  beforeEach(forgetChoices);
  afterEach(forgetChoices);

  it('offers the tick and its coarser multiples, and groups by the one chosen', () => {
    render(<Harness symbol="BTC/USDT" tick="0.01" price="27000.5" />);
    expect(options()).toEqual([
      ['0.01', '0.01'],
      ['0.1', '0.1'],
      ['1', '1'],
      ['10', '10'],
    ]);
    expect(select().value).toBe('0.01');
    expect(chosen()).toBe('0.01 both');
    fireEvent.change(select(), { target: { value: '10' } });
    expect(select().value).toBe('10');
    expect(chosen()).toBe('10 both');
  });

  it('groups thousands in a step’s label and keeps a tiny tick’s decimals', () => {
    const { unmount } = render(<Harness symbol="X/USDT" tick="1" price="500000" />);
    expect(options().map(([, label]) => label)).toEqual(['1', '10', '100', '1,000']);
    unmount();
    render(<Harness symbol="Y/USDT" tick="0.00000001" price="0.00012345" />);
    expect(options().map(([, label]) => label)).toEqual([
      '0.00000001',
      '0.0000001',
      '0.000001',
      '0.00001',
    ]);
  });

  it('switches the layout, one pressed at a time, named in the reader’s language', async () => {
    render(<Harness symbol="BTC/USDT" tick="0.01" price="27000" />);
    expect(pressed()).toEqual(['both']);
    fireEvent.click(screen.getByRole('button', { name: 'Bids only' }));
    expect(pressed()).toEqual(['bids']);
    expect(chosen()).toBe('0.01 bids');
    fireEvent.click(screen.getByRole('button', { name: 'Asks only' }));
    expect(pressed()).toEqual(['asks']);
    expect(screen.getByRole('group', { name: 'Order book view' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Price grouping' })).toBeTruthy();
    await act(() => applyLocale('th_TH'));
    try {
      expect(screen.getByRole('button', { name: 'เฉพาะฝั่งขาย' })).toBeTruthy();
    } finally {
      await act(() => applyLocale('en_US'));
    }
  });

  it('remembers the choice per symbol in local storage', () => {
    const { unmount } = render(<Harness symbol="BTC/USDT" tick="0.01" price="27000" />);
    fireEvent.change(select(), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('book-layout-bids'));
    unmount();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.bookPrefs) ?? '{}')).toEqual({
      'BTC/USDT': { step: '1', layout: 'bids' },
    });
    expect(loadBookPrefs()).toEqual({ 'BTC/USDT': { step: '1', layout: 'bids' } });

    // Another market starts from the defaults; the first keeps its own.
    const other = render(<Harness symbol="ETH/USDT" tick="0.01" price="1800" />);
    expect(chosen()).toBe('0.01 both');
    other.unmount();
    render(<Harness symbol="BTC/USDT" tick="0.01" price="27000" />);
    expect(chosen()).toBe('1 bids');
  });

  it('keeps a chosen step through a moment it is not offered', () => {
    const { rerender } = render(<Harness symbol="BTC/USDT" tick="0.01" price="27000" />);
    fireEvent.change(select(), { target: { value: '10' } });
    // No price yet (a fresh market): only the tick, and the select has nothing else to offer.
    rerender(<Harness symbol="BTC/USDT" tick="0.01" price={null} />);
    expect(chosen()).toBe('0.01 both');
    expect(select().disabled).toBe(true);
    rerender(<Harness symbol="BTC/USDT" tick="0.01" price="27000" />);
    expect(chosen()).toBe('10 both');
  });

  it('hides the step for a market without a readable tick', () => {
    render(<Harness symbol="BTC/USDT" tick="" price="27000" />);
    expect(screen.queryByTestId('book-precision')).toBeNull();
    expect(chosen()).toBe('null both');
  });

  it('reads only well-formed entries back from storage', () => {
    localStorage.setItem(
      STORAGE_KEYS.bookPrefs,
      JSON.stringify({
        'BTC/USDT': { step: '10', layout: 'asks' },
        'ETH/USDT': { step: 5, layout: 'sideways' },
        'SOL/USDT': 'nope',
      }),
    );
    expect(loadBookPrefs()).toEqual({
      'BTC/USDT': { step: '10', layout: 'asks' },
      'ETH/USDT': { step: null, layout: 'both' },
    });
    localStorage.setItem(STORAGE_KEYS.bookPrefs, '{not json');
    expect(loadBookPrefs()).toEqual({});
    localStorage.setItem(STORAGE_KEYS.bookPrefs, '[1]');
    expect(loadBookPrefs()).toEqual({});
  });
});
