import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { emit } from '../../../test/fakeStream';
import { fakeServer, type Handler } from '../../account/test/fakeServer';
import { renderRoute } from '../../market/test/render';
import { coinsFixture } from '../../wallet/test/fixtures';
import { sliderMarks } from '../components/LeveragePicker';
import { perpRoutes, position, signedInRoutes } from '../test/fixtures';
import PerpetualContractScreen from './PerpetualContractScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));
vi.mock('../../../api/stream', () => import('../../../test/fakeStream'));

const MODE = '/contract/margin-mode';
const REFUSED = 'Close your position in this contract before changing its margin mode';

const text = (testId: string) => screen.getByTestId(testId).textContent;
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

function open() {
  renderRoute(
    '/perpetualContract/:symbol',
    '/perpetualContract/BTCUSDT',
    <PerpetualContractScreen />,
  );
}

/** Signed in with 200 USDT in the contract account, coins known, the book sent. */
async function openSignedIn(
  lists: Parameters<typeof signedInRoutes>[0] = {},
  extra: Record<string, Handler | Handler[]> = {},
) {
  useSession.setState({ token: 't', member: null });
  const server = fakeServer(
    signedInRoutes(lists, { 'GET /asset/coins': () => ({ data: coinsFixture }), ...extra }),
  );
  open();
  await screen.findByTestId('order-form');
  await waitFor(() => expect(text('available-balance')).toBe('200 USDT'));
  emit({
    topic: 'perp_depth:BTCUSDT',
    type: 'snapshot',
    data: { symbol: 'BTCUSDT', bids: [['27000.4', '12']], asks: [['27000.5', '7']] },
  });
  return server;
}

describe('margin mode and leverage on the contract form', () => {
  beforeEach(() => {
    useSession.setState({ token: null, member: null });
    vi.mocked(notify.fail).mockClear();
  });

  it('shows a guest the default mode without asking the server', async () => {
    const server = fakeServer(perpRoutes());
    open();
    await screen.findByTestId('order-form');
    expect(text('margin-mode-value')).toBe('Isolated');
    expect(screen.queryByTestId('margin-mode-open')).toBeNull();
    expect(server.callsTo(MODE)).toHaveLength(0);
  });

  it('switches to cross, explaining both modes, and counts the free balance in the estimate', async () => {
    const server = await openSignedIn(
      {},
      { [`POST ${MODE}`]: () => ({ data: { symbol: 'BTCUSDT', mode: 'cross' } }) },
    );
    await waitFor(() => expect(server.callsTo(MODE)).toHaveLength(1));
    expect(server.callsTo(MODE)[0]?.query.get('symbol')).toBe('BTCUSDT');
    type('order-price', '26500');
    type('order-lots', '10');
    expect(text('order-liquidation')).toBe('23,945.8');

    fireEvent.click(screen.getByTestId('margin-mode-open'));
    const list = await screen.findByTestId('margin-mode-list');
    expect(within(list).getByTestId('margin-mode-isolated').getAttribute('aria-pressed')).toBe(
      'true',
    );
    const cross = within(list).getByTestId('margin-mode-cross');
    expect(cross.textContent).toContain('share this account’s available balance');
    expect(cross.textContent).toContain('can take your whole available balance');
    fireEvent.click(cross);
    await waitFor(() => expect(text('margin-mode-value')).toBe('Cross'));
    const sent = server.calls.filter((call) => call.method === 'POST' && call.path === MODE);
    expect(sent.map((call) => call.body)).toEqual([{ symbol: 'BTCUSDT', mode: 'cross' }]);

    // What the order leaves backs the position too: 200 − 26.5 margin − 0.14
    // taker fee (0.1325 up to USDT's 2 decimals) = 173.36, and
    // (265 − 26.5 − 173.36) / (0.01 × 0.996) = 6,540.16..., up to the tick.
    expect(text('order-liquidation')).toBe('6,540.2');
    expect(text('estimate-note')).toBe(
      'Cross margin: counts the 173.36 USDT of available balance this order leaves, but not your other cross positions.',
    );
  });

  it('shows a cross position with the account margin rate and the server refusing a change', async () => {
    const held = position({ marginMode: 'cross', marginRate: '0.0123' });
    const server = await openSignedIn(
      { positions: [held] },
      { [`POST ${MODE}`]: () => ({ code: 15100, message: REFUSED }) },
    );
    const row = await screen.findByTestId('position-row');
    expect(within(row).getByTestId('position-margin-mode').textContent).toBe('Cross');
    expect(row.textContent).toContain('Account margin rate');
    expect(row.textContent).toContain('Est. liquidation price');
    expect(within(row).getByTestId('position-margin-rate').textContent).toBe('1.23%');
    // The position's mode is the contract's while it is open.
    expect(text('margin-mode-value')).toBe('Cross');

    fireEvent.click(screen.getByTestId('margin-mode-open'));
    fireEvent.click(await screen.findByTestId('margin-mode-isolated'));
    await waitFor(() => expect(notify.fail).toHaveBeenCalledWith(REFUSED));
    expect(server.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(text('margin-mode-value')).toBe('Cross');
    expect(screen.getByTestId('margin-mode-list')).toBeTruthy();
  });

  it('tags an isolated position as such, with its own margin rate', async () => {
    await openSignedIn({ positions: [position()] });
    const row = await screen.findByTestId('position-row');
    expect(within(row).getByTestId('position-margin-mode').textContent).toBe('Isolated');
    expect(row.textContent).toContain('Margin rate');
    expect(row.textContent).not.toContain('Account margin rate');
  });

  it('slides over the offered leverages up to the cap, and still takes exact values', async () => {
    await openSignedIn();
    fireEvent.click(screen.getByTestId('leverage-open'));
    const sheet = await screen.findByTestId('leverage-slider');
    const slider = within(sheet).getByRole('slider');
    // Seven offered leverages, 10x (the default) the fourth.
    expect(slider.getAttribute('aria-valuemax')).toBe('6');
    expect(slider.getAttribute('aria-valuenow')).toBe('3');
    expect(sheet.textContent).toBe('1x2x5x10x20x50x100x');

    // A tap five sixths along the track is the sixth stop: 50x.
    const track = sheet.querySelector('.adm-slider-track') as HTMLElement;
    Object.defineProperty(track, 'offsetWidth', { value: 600 });
    fireEvent.click(track, { clientX: 500 });
    await waitFor(() => expect(text('leverage-value')).toBe('50x'));
    expect(text('leverage-chosen')).toBe('50x');

    fireEvent.click(screen.getByTestId('leverage-done'));
    fireEvent.click(screen.getByTestId('leverage-open'));
    fireEvent.click(within(screen.getByTestId('leverage-list')).getByTestId('leverage-20'));
    await waitFor(() => expect(text('leverage-value')).toBe('20x'));
  });
});

describe('slider marks', () => {
  it('labels every leverage when few, else evenly spaced ones and the cap', () => {
    expect(sliderMarks([1, 5, 10])).toEqual({ 0: '1x', 1: '5x', 2: '10x' });
    const many = sliderMarks([1, 2, 3, 5, 10, 15, 20, 25, 50, 75, 100, 125]);
    expect(Object.keys(many)).toHaveLength(12);
    expect(Object.values(many).filter((label) => label !== '')).toEqual([
      '1x',
      '3x',
      '10x',
      '20x',
      '50x',
      '100x',
      '125x',
    ]);
  });
});
