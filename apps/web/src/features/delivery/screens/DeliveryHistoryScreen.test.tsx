import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { where } from '../../account/test/render';
import { renderRoute } from '../../market/test/render';
import { page, perpFill, perpOrder, position } from '../../perp/test/fixtures';
import { deliveryRoutes, seriesFixture } from '../test/fixtures';
import DeliveryHistoryScreen from './DeliveryHistoryScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const LIST = '/contract/wallet/findOrderByPage';
const FILLS = '/contract/wallet/findTransByPage';
const SERIES = seriesFixture.map((series) => series.symbol);

const expired = perpOrder({
  orderId: '411',
  symbol: 'BTCUSDT-5M',
  status: 'CANCELLED',
  cancelReason: 'expired',
  remainingLots: 0,
});
const settled = position({
  positionId: '511',
  symbol: 'BTCUSDT-5M',
  status: 'CLOSED',
  lots: 0,
  closableLots: 0,
  closePrice: '27010.5',
  realisedPnl: '0.51',
  fundingFees: '0',
  markPrice: null,
  unrealisedPnl: null,
  closedBy: 'settlement',
  closedAt: 1_700_000_900_000,
});

function historyRoutes() {
  return {
    ...deliveryRoutes(),
    [`GET ${LIST}`]: (_body: unknown, query: URLSearchParams) => {
      const status = query.get('status');
      const symbol = query.get('symbol') ?? '';
      if (status === 'CLOSED') return { data: { ...page([{ ...settled, symbol }]), status } };
      return { data: { ...page([{ ...expired, symbol }]), status } };
    },
    [`GET ${FILLS}`]: (_body: unknown, query: URLSearchParams) => ({
      data: page([perpFill({ symbol: query.get('symbol') ?? '' })]),
    }),
    'GET /contract/wallet/findOrderById': () => ({ data: expired }),
    'GET /contract/wallet/findByOrderId': () => ({ data: [] }),
  };
}

function open(path = '/deliveryContractHistory') {
  return renderRoute('/deliveryContractHistory', path, <DeliveryHistoryScreen />);
}

describe('delivery contract history', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member: null });
  });

  it('lists one delivery series at a time, never every contract', async () => {
    const server = fakeServer(historyRoutes());
    open();
    const filter = (await screen.findByTestId('contract-filter')) as HTMLSelectElement;
    await waitFor(() => expect(filter.options).toHaveLength(4));
    expect([...filter.options].map((option) => option.value)).toEqual(SERIES);
    expect([...filter.options].map((option) => option.text)).toEqual([
      'BTCUSDT · 5-minute',
      'BTCUSDT · 1-hour',
      'ETHUSDT · 1-hour',
      'BTCUSDT · Quarterly',
    ]);
    expect(filter.value).toBe('BTCUSDT-5M');
    await screen.findByTestId('perp-order-row');
    expect(server.callsTo(LIST)[0]?.query.get('status')).toBe('HISTORY');

    fireEvent.change(filter, { target: { value: 'ETHUSDT-1H' } });
    expect(where()).toBe('/deliveryContractHistory?symbol=ETHUSDT-1H');
    await waitFor(() =>
      expect(server.callsTo(LIST).at(-1)?.query.get('symbol')).toBe('ETHUSDT-1H'),
    );
    fireEvent.click(screen.getByTestId('history-tab-fills'));
    await screen.findByTestId('perp-fill-row');
    const asked = [...server.callsTo(LIST), ...server.callsTo(FILLS)].map((call) =>
      call.query.get('symbol'),
    );
    expect(asked.every((symbol) => symbol !== null && SERIES.includes(symbol))).toBe(true);
    expect(server.callsTo('/contract/perpetual/getPerpetualConfig')).toHaveLength(0);
  });

  it('shows a position closed by settlement and an order cancelled by expiry', async () => {
    fakeServer(historyRoutes());
    // A perpetual's symbol is not a delivery series: the first series shows instead.
    open('/deliveryContractHistory?tab=positions&symbol=BTCUSDT');
    const row = await screen.findByTestId('closed-position-row');
    expect(row.textContent).toContain('BTCUSDT-5M');
    expect(within(row).getByTestId('closed-by').textContent).toBe('Settled at delivery');
    expect(within(row).getByTestId('closed-realised').textContent).toBe('+0.51');

    fireEvent.click(screen.getByTestId('history-tab-orders'));
    fireEvent.click(await screen.findByTestId('open-order'));
    const sheet = await screen.findByTestId('order-sheet');
    await waitFor(() =>
      expect(sheet.textContent).toContain('The contract was settled at delivery'),
    );
  });
});
