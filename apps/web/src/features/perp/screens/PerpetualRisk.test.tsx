import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../state/session';
import { emit } from '../../../test/fakeStream';
import { fakeServer, type Handler } from '../../account/test/fakeServer';
import { renderRoute } from '../../market/test/render';
import { coinsFixture } from '../../wallet/test/fixtures';
import { perpOrder, position, signedInRoutes } from '../test/fixtures';
import PerpetualContractScreen from './PerpetualContractScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));
vi.mock('../../../api/stream', () => import('../../../test/fakeStream'));

const ORDER = '/contract/perpetual/order';
const MODIFY = '/contract/perpetual/modifyPresetClosure';

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const text = (testId: string) => screen.getByTestId(testId).textContent;
const type = (testId: string, value: string) =>
  fireEvent.change(input(testId), { target: { value } });
const body = (call: { body: unknown } | undefined) => call?.body as Record<string, unknown>;

/** Signed in with 200 USDT, coins known (USDT has 2 decimals), the book sent. */
async function openForm(
  lists: Parameters<typeof signedInRoutes>[0] = {},
  extra: Record<string, Handler | Handler[]> = {},
) {
  useSession.setState({ token: 't', member: null });
  const server = fakeServer(
    signedInRoutes(lists, { 'GET /asset/coins': () => ({ data: coinsFixture }), ...extra }),
  );
  renderRoute(
    '/perpetualContract/:symbol',
    '/perpetualContract/BTCUSDT',
    <PerpetualContractScreen />,
  );
  await screen.findByTestId('order-form');
  await waitFor(() => expect(text('available-balance')).toBe('200 USDT'));
  emit({
    topic: 'perp_depth:BTCUSDT',
    type: 'snapshot',
    data: { symbol: 'BTCUSDT', bids: [['27000.4', '12']], asks: [['27000.5', '7']] },
  });
  return server;
}

describe('contract risk before and after opening', () => {
  beforeEach(() => useSession.setState({ token: null, member: null }));

  it('estimates the margin and liquidation price of the position an order makes', async () => {
    await openForm();
    expect(text('order-margin')).toBe('--');
    expect(text('order-liquidation')).toBe('--');
    type('order-price', '26500');
    type('order-lots', '10');
    // 10 × 0.001 × 26,500 / 10; liquidation (265 − 26.5) / (0.01 × 0.996), up to the tick.
    expect(text('order-margin')).toBe('About 26.5 USDT');
    expect(text('order-liquidation')).toBe('23,945.8');
    expect(screen.queryByTestId('estimate-note')).toBeNull();

    // A market long: at the best ask, 27.0005 USDT posted as 27.01 (USDT's 2 decimals).
    fireEvent.click(screen.getByTestId('order-type-market'));
    type('order-lots', '10');
    expect(text('order-margin')).toBe('About 27.01 USDT');
    // (270.005 − 27.01) / 0.00996 = 24,397.08..., up to the tick.
    expect(text('order-liquidation')).toBe('24,397.1');
    expect(text('estimate-note')).toBe(
      'Market order: estimated at the best opposite price in the book.',
    );
    type('order-lots', '');
    expect(text('order-liquidation')).toBe('--');
  });

  it('adds an order to the open position of the same side and leverage', async () => {
    await openForm({ positions: [position()] });
    await screen.findByTestId('position-row');
    type('order-price', '27500');
    type('order-lots', '10');
    // Entry 27,000 and margin 26.5 + 27.5 = 54 for 20 lots.
    expect(text('order-liquidation')).toBe('24,397.6');
    expect(text('estimate-note')).toBe('Includes your open position.');
  });

  it('sets a take-profit by ROE and sends the price it works out to', async () => {
    const server = await openForm({}, { [`POST ${ORDER}`]: () => ({ data: perpOrder() }) });
    type('order-price', '26500');
    type('order-lots', '10');
    fireEvent.click(screen.getByTestId('preset-toggle'));
    fireEvent.click(screen.getByTestId('order-take-profit-mode-roe'));
    type('order-take-profit', '50');
    // +50 % of 26.5 USDT is 13.25 USDT on 0.01 BTC: 1,325 above the entry.
    expect(text('order-take-profit-reading')).toBe('Trigger price 27,825.0');
    fireEvent.click(screen.getByTestId('order-stop-loss-mode-roe'));
    type('order-stop-loss', '1000');
    expect(screen.getByText('No price reaches this ROE')).toBeTruthy();
    fireEvent.click(screen.getByTestId('place-order'));
    expect(server.callsTo(ORDER)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('order-stop-loss-mode-price'));
    type('order-stop-loss', '25175');
    expect(text('order-stop-loss-reading')).toBe('ROE at this price -50.00%');
    fireEvent.click(screen.getByTestId('place-order'));
    await waitFor(() => expect(server.callsTo(ORDER)).toHaveLength(1));
    expect(body(server.callsTo(ORDER)[0])).toMatchObject({
      price: '26500',
      lots: 10,
      takeProfit: '27825',
      stopLoss: '25175',
    });
  });

  it('shows a position ROE and sets its take-profit by ROE', async () => {
    const held = position({ takeProfit: null });
    const server = await openForm(
      { positions: [held] },
      { [`POST ${MODIFY}`]: () => ({ data: { ...held, takeProfit: '27825' } }) },
    );
    const row = await screen.findByTestId('position-row');
    // 5 / 26.5 = 18.867...%
    const roe = within(row).getByTestId('position-roe');
    expect(roe.textContent).toBe('+18.87%');
    expect(roe.className).toContain('up');
    fireEvent.click(within(row).getByTestId('edit-presets'));
    await screen.findByTestId('preset-dialog');
    fireEvent.click(screen.getByTestId('preset-take-profit-mode-roe'));
    type('preset-take-profit', '50');
    expect(text('preset-take-profit-reading')).toBe('Trigger price 27,825.0');
    fireEvent.click(screen.getByTestId('preset-save'));
    await waitFor(() => expect(server.callsTo(MODIFY)).toHaveLength(1));
    expect(body(server.callsTo(MODIFY)[0])).toMatchObject({ id: '501', takeProfit: '27825' });
  });
});
