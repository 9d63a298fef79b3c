import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, where } from '../../account/test/render';
import HelpScreen from './HelpScreen';

describe('P2P help', () => {
  it('answers how P2P works here, then says how to become a certified merchant', () => {
    renderAt('/c2cHelp', <HelpScreen />);
    const faq = screen.getByTestId('help-faq');
    expect(within(faq).getAllByRole('term')).toHaveLength(10);
    expect(within(screen.getByTestId('help-cancel')).getByRole('definition').textContent).toContain(
      'After three cancellations in one day (UTC)',
    );
    expect(within(screen.getByTestId('help-escrow')).getByRole('definition').textContent).toContain(
      'In the seller’s spot wallet, frozen in escrow',
    );
    const merchant = screen.getByTestId('help-merchant');
    expect(within(merchant).getByText('Pass advanced identity verification.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('help-business'));
    expect(where()).toBe('/identity/business');
  });
});
