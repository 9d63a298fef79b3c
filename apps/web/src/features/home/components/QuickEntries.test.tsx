import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../account/test/fakeServer';
import { renderAt, where } from '../../account/test/render';
import { QuickEntries } from './QuickEntries';

describe('home quick entries', () => {
  it('opens financial management, beside flexible savings', () => {
    fakeServer({});
    renderAt('/home', <QuickEntries />);
    expect(screen.getByTestId('home-financial').textContent).toBe('Earn');
    expect(screen.getByTestId('home-savings').getAttribute('href')).toBe('/savings');
    // The proof of reserves and liabilities is public: anyone reaches it from home.
    expect(screen.getByTestId('home-reserves').getAttribute('href')).toBe('/proofOfLiabilities');
    fireEvent.click(screen.getByTestId('home-financial'));
    expect(where()).toBe('/financial');
  });
});
