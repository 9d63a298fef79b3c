import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { where } from '../../account/test/render';
import { renderRoute } from '../../market/test/render';
import { earnRoutes, PROOF, proof } from '../test/fixtures';
import ProofScreen from './ProofScreen';

const PATTERN = '/financial/proof/:id';
const text = (testId: string) => screen.getByTestId(testId).textContent;

async function render(path = '/financial/proof/1') {
  renderRoute(PATTERN, path, <ProofScreen />);
  return screen.findByTestId('earn-proof-view');
}

describe('proof of yield', () => {
  beforeEach(() => {
    useSession.setState({ token: null, member: null, real: null, demo: false });
  });

  it('shows a guest the funding account: funded, reserved, free, the unsold stock’s most, paid, principal', async () => {
    const server = fakeServer(earnRoutes());
    await render();
    const calls = server.callsTo(PROOF);
    expect(calls[0]?.query.get('id')).toBe('1');
    expect(calls[0]?.token).toBeNull();
    expect(text('earn-proof-intro')).toContain('never from other users’ principal');
    expect(text('earn-proof-funded')).toBe('500.00 USDT');
    expect(text('earn-proof-reserved')).toBe('200.00 USDT');
    expect(text('earn-proof-free')).toBe('300.00 USDT');
    expect(text('earn-proof-unsold')).toBe('250.00 USDT');
    expect(text('earn-proof-paid')).toBe('42.50 USDT');
    expect(text('earn-proof-principal')).toBe('60,000.00 USDT');
    expect(text('earn-proof-covers')).toBe(
      'The free funds cover the most the unsold stock could earn.',
    );
  });

  it('lists each income day: the rate and how it was set, the orders, principal and income paid', async () => {
    fakeServer(earnRoutes());
    await render();
    const row = (day: string) =>
      Array.from(screen.getByTestId(`earn-proof-day-${day}`).querySelectorAll('td')).map(
        (cell) => cell.textContent,
      );
    expect(row('2025-03-03')).toEqual(['2025-03-03', '0.4%Published', '12', '60,000.00', '240.00']);
    expect(row('2025-03-02')).toEqual(['2025-03-02', '--', '3', '5,000.00', '15.00']);
    fireEvent.click(screen.getByTestId('earn-proof-product'));
    expect(where()).toBe('/financial/product/1');
  });

  it('says so when the free funds do not cover the unsold stock, and when nothing was paid yet', async () => {
    fakeServer(
      earnRoutes({
        [`GET ${PROOF}`]: () => ({
          data: proof({ free: '100', unsoldMaxIncome: '250', days: [] }),
        }),
      }),
    );
    await render();
    expect(text('earn-proof-covers')).toContain('do not cover what the unsold stock could earn');
    expect(text('earn-proof-days-empty')).toBe('No payout yet');
  });
});
