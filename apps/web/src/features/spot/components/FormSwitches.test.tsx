import { LOCALES, type Locale } from '@exchange/contracts';
import { render, screen, within } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { applyLocale } from '../../../i18n';
import { TimeInForceSelect } from './FormSwitches';

function optionTexts(): Record<string, string> {
  const select = screen.getByTestId('order-time-in-force');
  return Object.fromEntries(
    within(select)
      .getAllByRole('option')
      .map((option) => [(option as HTMLOptionElement).value, option.textContent ?? '']),
  );
}

describe('the time-in-force picker', () => {
  afterAll(() => applyLocale('en_US'));

  it('names post only in the language of the screen', async () => {
    await applyLocale('ja_JP');
    render(<TimeInForceSelect value="GTC" onChange={vi.fn()} />);
    const options = optionTexts();
    expect(options.POST_ONLY).toBe('メイカー限定 · 即時約定する場合は取消');
    expect(options.GTC).toBe('GTC · キャンセルまで有効');
  });

  it.each(LOCALES.filter((locale) => locale !== 'en_US').map((locale) => [locale]))(
    '%s words every option beyond its code',
    async (locale: Locale) => {
      await applyLocale(locale);
      render(<TimeInForceSelect value="GTC" onChange={vi.fn()} />);
      const options = optionTexts();
      expect(Object.keys(options)).toEqual(['GTC', 'IOC', 'FOK', 'POST_ONLY']);
      // "Post only" is English, not a code the language has borrowed.
      expect(options.POST_ONLY).not.toMatch(/post.?only/i);
      for (const text of Object.values(options)) {
        // A code may lead; the explanation after it is always in the language.
        const explanation = text.split(' · ')[1] ?? '';
        expect(explanation, `${locale} ${text}`).not.toBe('');
        expect(explanation, `${locale} ${text}`).not.toMatch(/^[A-Z]{3}$/);
      }
    },
  );
});
