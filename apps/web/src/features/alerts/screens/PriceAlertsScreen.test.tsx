import type { AlertList, PriceAlert } from '@exchange/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { fakeServer, type Handler } from '../../account/test/fakeServer';
import { renderAt } from '../../account/test/render';
import { marketRoutes } from '../../market/test/fixtures';
import PriceAlertsScreen from './PriceAlertsScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));
vi.mock('../../../api/stream', () => import('../../../test/fakeStream'));

const LIST = 'GET /alerts';
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

function alert(overrides: Partial<PriceAlert> = {}): PriceAlert {
  return {
    id: 1,
    symbol: 'BTC/USDT',
    kind: 'price_above',
    value: '28000',
    threshold: '28000',
    basePrice: '27000.5',
    note: null,
    status: 'ACTIVE',
    createdAt: 1_700_000_000_000,
    firedAt: null,
    firedPrice: null,
    cancelledAt: null,
    ...overrides,
  };
}
const list = (items: PriceAlert[], active = items.length): AlertList => ({
  items,
  active,
  max: 50,
});

function open(routes: Record<string, Handler | Handler[]>, path = '/priceAlerts') {
  const server = fakeServer({ ...marketRoutes(), ...routes });
  renderAt(path, <PriceAlertsScreen />);
  return server;
}

describe('price alerts screen', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member: null, real: null, demo: false });
    vi.mocked(notify.info).mockClear();
  });

  it('shows an empty state, and the history with what fired at what price', async () => {
    const fired = alert({
      id: 7,
      kind: 'move_down_pct',
      value: '5',
      threshold: '25650.47',
      status: 'FIRED',
      firedAt: 1_700_000_100_000,
      firedPrice: '25600',
      note: 'buy the dip',
    });
    open({
      [LIST]: (_body, query) => ({
        data: query.get('status') === 'history' ? list([fired], 0) : list([]),
      }),
    });
    expect((await screen.findByTestId('alerts-empty')).textContent).toContain('No active alerts');
    expect(screen.getByTestId('alerts-count').textContent).toBe('0 of 50 active');
    fireEvent.click(screen.getByTestId('alerts-tab-history'));
    const row = await screen.findByTestId('alert-row-7');
    expect(row.textContent).toContain('Down 5 % from 27,000.50 (at 25,650.47 USDT)');
    expect(row.textContent).toContain('buy the dip');
    expect(within(row).getByTestId('alert-fired-7').textContent).toBe('Fired');
    expect(row.textContent).toContain('Fired at 25,600.00');
  });

  it('creates an alert from the sheet on the market it was opened for, checking the value first', async () => {
    const created = alert({ id: 2, kind: 'move_up_pct', value: '5', threshold: '28350.53' });
    const server = open(
      {
        [LIST]: [() => ({ data: list([]) }), () => ({ data: list([created]) })],
        'POST /alerts/create': () => ({ data: created }),
      },
      '/priceAlerts?symbol=BTC_USDT&new=1',
    );
    const form = within(await screen.findByTestId('alert-form'));
    await waitFor(() =>
      expect(form.getByTestId('alert-last').textContent).toContain('27,000.50 USDT'),
    );
    // A rise to the price it is at already would fire at once: refused before sending.
    type('alert-value', '27000');
    fireEvent.click(form.getByTestId('alert-submit'));
    expect(form.getByRole('alert').textContent).toContain('already meets this target');
    type('alert-value', '28350.525');
    expect(form.getByTestId('alert-distance').textContent).toBe('+5.00 % from the last price');
    // A percentage shows the price it fires at, rounded up to the tick.
    fireEvent.click(form.getByTestId('alert-kind-move_up_pct'));
    expect((form.getByTestId('alert-value') as HTMLInputElement).value).toBe('');
    type('alert-value', '5');
    expect(form.getByTestId('alert-distance').textContent).toBe('Fires at 28,350.53 USDT');
    type('alert-note', ' take profit ');
    fireEvent.click(form.getByTestId('alert-submit'));
    await waitFor(() => expect(server.callsTo('/alerts/create')).toHaveLength(1));
    expect(server.callsTo('/alerts/create')[0]?.body).toEqual({
      symbol: 'BTC/USDT',
      kind: 'move_up_pct',
      value: '5',
      note: 'take profit',
    });
    expect(await screen.findByTestId('alert-row-2')).toBeTruthy();
    expect(notify.info).toHaveBeenCalledWith('Alert set');
  });

  it('cancels an active alert only after confirming', async () => {
    const active = alert({ id: 3 });
    const server = open({
      [LIST]: [() => ({ data: list([active]) }), () => ({ data: list([]) })],
      'POST /alerts/cancel': () => ({ data: { ...active, status: 'CANCELLED', cancelledAt: 1 } }),
    });
    fireEvent.click(await screen.findByTestId('alert-cancel-3'));
    const dialog = await screen.findByTestId('alert-cancel-dialog');
    expect(dialog.textContent).toContain('BTC/USDT: Rises to 28,000.00 USDT');
    expect(server.callsTo('/alerts/cancel')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('alert-cancel-dialog-confirm'));
    await waitFor(() => expect(server.callsTo('/alerts/cancel')[0]?.body).toEqual({ id: 3 }));
    expect(await screen.findByTestId('alerts-empty')).toBeTruthy();
  });

  it('tells the demo account that alerts are the real account’s', async () => {
    useSession.setState({ token: 't', member: null, real: null, demo: true });
    const server = open({ [LIST]: () => ({ data: list([]) }) });
    expect((await screen.findByTestId('alerts-demo')).textContent).toContain('real account');
    expect(server.callsTo('/alerts')).toHaveLength(0);
  });
});
