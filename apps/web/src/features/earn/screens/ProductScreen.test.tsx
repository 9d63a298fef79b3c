import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { where } from '../../account/test/render';
import { member } from '../../lending/test/fixtures';
import { renderRoute } from '../../market/test/render';
import { formatDateTime } from '../../market/format';
import { earnRoutes, lockup, PRODUCT, productDetail, rate } from '../test/fixtures';
import ProductScreen from './ProductScreen';

const PATTERN = '/financial/product/:id';
const text = (testId: string) => screen.getByTestId(testId).textContent;

async function render(path = '/financial/product/1') {
  renderRoute(PATTERN, path, <ProductScreen />);
  return screen.findByTestId('earn-product-view');
}

describe('a product’s details and rules', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member, real: null, demo: false });
  });

  it('shows a fund’s terms with every rate beside its APR', async () => {
    const server = fakeServer(earnRoutes());
    await render();
    expect(server.callsTo(PRODUCT)[0]?.query.get('id')).toBe('1');
    expect(text('earn-detail-rate')).toBe('0.3% – 0.5% / dayAPR 109.5% – 182.5%');
    expect(text('earn-terms-cycle')).toBe('5 days');
    expect(text('earn-terms-range')).toBe('100 – 20,000 USDT');
    expect(text('earn-terms-limit')).toBe('50,000 USDT');
    expect(text('earn-terms-payout')).toBe('Daily at 04:00 (UTC)');
    expect(text('earn-terms-penalty')).toBe('0.4% of the amount per day left');
    expect(screen.queryByTestId('earn-terms-lock-date')).toBeNull();
  });

  it('states the fund rules, with early redemption worked through from its own terms', async () => {
    fakeServer(earnRoutes());
    await render();
    const rules = screen.getByTestId('earn-rules');
    expect(within(rules).getByText('Fund rules')).toBeTruthy();
    expect(text('earn-rule-start')).toContain('held 24 hours');
    expect(text('earn-rule-start')).toContain('the value date, the first income day');
    expect(text('earn-rule-payout')).toBe(
      'Income is paid every day at 04:00 (UTC) to your spot wallet: the amount × that day’s rate, rounded down.',
    );
    expect(text('earn-rule-rate')).toContain('between 0.3% and 0.5% (APR 109.5% – 182.5%)');
    expect(text('earn-rule-rate')).toContain('a day with none published pays the minimum');
    expect(rules.textContent).toContain('the principal is held in your finance wallet');
    expect(text('earn-rule-end')).toContain('After 5 income days the principal returns');
    expect(text('earn-rule-redeem')).toContain(
      'the penalty is 0.4% × the days not yet paid × the amount',
    );
    expect(text('earn-rule-funding')).toContain('the product’s own funding account');
    expect(text('earn-redeem-example')).toBe(
      'ExampleRedeeming 1,000 USDT right after buying, with all 5 days still to be paid: 0.4% × 5 × 1,000 = 20 USDT penalty, so 980 USDT comes back. Each day paid makes the penalty smaller.',
    );
  });

  it('lists the daily rates with their APR and how each was set, and links to the proof of yield', async () => {
    fakeServer(earnRoutes());
    await render();
    const row = (day: string) =>
      Array.from(screen.getByTestId(`earn-rate-${day}`).querySelectorAll('td')).map(
        (cell) => cell.textContent,
      );
    expect(row('2025-03-03')).toEqual(['2025-03-03', '0.5%', '182.5%', 'Published']);
    expect(row('2025-03-01')).toEqual(['2025-03-01', '0.3%', '109.5%', 'Minimum (none published)']);
    fireEvent.click(screen.getByTestId('earn-proof-link'));
    expect(where()).toBe('/financial/proof/1');
  });

  it('opens the buy form for a signed-in user', async () => {
    fakeServer(earnRoutes());
    await render();
    expect(text('earn-buy')).toBe('Buy');
    fireEvent.click(screen.getByTestId('earn-buy'));
    expect(where()).toBe('/financial/product/1/buy');
  });

  it('sends a guest to log in first, back to the buy form after', async () => {
    useSession.setState({ token: null, member: null, real: null, demo: false });
    const server = fakeServer(earnRoutes());
    await render();
    expect(server.callsTo(PRODUCT)[0]?.token).toBeNull();
    expect(text('earn-buy')).toBe('Log in to buy');
    fireEvent.click(screen.getByTestId('earn-buy'));
    expect(where()).toBe('/login?redirect=%2Ffinancial%2Fproduct%2F1%2Fbuy');
  });

  it('states the lock-up rules: the lock date, cancelling while confirming, no early end', async () => {
    fakeServer(
      earnRoutes({
        [`GET ${PRODUCT}`]: () => ({
          data: { ...lockup(), rates: [rate({ rate: '0.002', apr: '0.73', source: 'fixed' })] },
        }),
      }),
    );
    await render('/financial/product/2');
    expect(within(screen.getByTestId('earn-rules')).getByText('Lock-up rules')).toBeTruthy();
    expect(text('earn-detail-rate')).toBe('0.2% / dayAPR 73%');
    expect(text('earn-terms-lock-date')).toBe('2025-03-10');
    expect(screen.queryByTestId('earn-terms-penalty')).toBeNull();
    expect(text('earn-rule-start')).toBe(
      'Your coins lock on 2025-03-10 at 04:00 (UTC), the same day for everyone; that is the first income day.',
    );
    expect(text('earn-rule-cancel')).toContain('may be cancelled');
    expect(text('earn-rule-rate')).toBe(
      'The rate is fixed at 0.2% a day (APR 73%), without compounding.',
    );
    expect(text('earn-rule-end')).toContain('A lock-up cannot be ended early');
    expect(screen.queryByTestId('earn-rule-redeem')).toBeNull();
    expect(screen.queryByTestId('earn-redeem-example')).toBeNull();
    expect(text('earn-buy')).toBe('Subscribe');
  });

  it('keeps buying off, saying why, when the product is not on sale', async () => {
    const opensAt = Date.UTC(2025, 3, 1, 4);
    fakeServer(
      earnRoutes({
        [`GET ${PRODUCT}`]: () => ({ data: productDetail({ sale: 'upcoming', opensAt }) }),
      }),
    );
    const view = renderRoute(PATTERN, '/financial/product/1', <ProductScreen />);
    await screen.findByTestId('earn-product-view');
    expect(screen.getByTestId('earn-buy').hasAttribute('disabled')).toBe(true);
    expect(text('earn-buy-closed')).toBe(`The sale opens ${formatDateTime(opensAt)}.`);
    view.unmount();

    fakeServer(
      earnRoutes({
        [`GET ${PRODUCT}`]: () => ({ data: productDetail({ sale: 'sold_out', remaining: '0' }) }),
      }),
    );
    await render();
    expect(text('earn-buy-closed')).toBe('Sold out: nothing is left to buy.');
    expect(text('earn-stock-left')).toBe('0 of 100,000 USDT left');
  });

  it('says an unreadable product id is not found, and a demo session that buying needs the real account', async () => {
    const server = fakeServer(earnRoutes());
    const view = renderRoute(PATTERN, '/financial/product/abc', <ProductScreen />);
    expect(text('earn-product-not-found')).toContain('This product was not found');
    expect(server.callsTo(PRODUCT)).toEqual([]);
    view.unmount();

    useSession.setState({ token: 'demo', member, real: { token: 't', member }, demo: true });
    await render();
    expect(screen.getByTestId('earn-demo')).toBeTruthy();
    expect(screen.queryByTestId('earn-buy')).toBeNull();
  });
});
