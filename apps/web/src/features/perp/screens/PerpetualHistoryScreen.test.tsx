import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { where } from '../../account/test/render';
import { renderRoute } from '../../market/test/render';
import { page, perpFill, perpOrder, perpRoutes, position } from '../test/fixtures';
import PerpetualHistoryScreen from './PerpetualHistoryScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const LIST = '/contract/wallet/findOrderByPage';
const FILLS = '/contract/wallet/findTransByPage';

const filled = perpOrder({
  orderId: '401',
  status: 'FILLED',
  filledLots: 4,
  remainingLots: 0,
  averagePrice: '26000',
  fee: '0.052',
  positionId: '501',
});
const unfilled = perpOrder({
  orderId: '402',
  status: 'CANCELLED',
  cancelReason: 'position_closed',
  action: 'close',
  remainingLots: 0,
});
const closed = position({
  positionId: '502',
  status: 'CLOSED',
  lots: 0,
  closableLots: 0,
  closePrice: '28000',
  realisedPnl: '12.5',
  fees: '0.2',
  fundingFees: '-0.05',
  markPrice: null,
  unrealisedPnl: null,
  closedBy: 'take_profit',
  closedAt: 1_700_000_900_000,
});

function historyRoutes() {
  return {
    ...perpRoutes(),
    [`GET ${LIST}`]: (_body: unknown, query: URLSearchParams) => {
      const status = query.get('status');
      if (status === 'CLOSED') return { data: { ...page([closed]), status } };
      // Two entrusts, one a page: "load more" fetches the second.
      const second = query.get('pageNo') === '2';
      return { data: { ...page([second ? unfilled : filled], 2, second ? 2 : 1, 1), status } };
    },
    [`GET ${FILLS}`]: () => ({ data: page([perpFill()]) }),
    'GET /contract/wallet/findOrderById': () => ({ data: filled }),
    'GET /contract/wallet/findByOrderId': () => ({
      data: [perpFill(), perpFill({ tradeId: '902', lots: 0, price: '26000.5' })],
    }),
  };
}

const results = () => screen.getAllByTestId('order-result').map((badge) => badge.textContent);

describe('perpetual history', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member: null });
  });

  it('pages through order history and shows an entrust with its fills', async () => {
    const server = fakeServer(historyRoutes());
    renderRoute('/perpetualHistory', '/perpetualHistory', <PerpetualHistoryScreen />);
    await waitFor(() => expect(results()).toEqual(['Filled']));
    const first = server.callsTo(LIST)[0]?.query;
    expect(first?.get('status')).toBe('HISTORY');
    expect(first?.get('pageSize')).toBe('10');
    expect(first?.has('symbol')).toBe(false);

    fireEvent.click(screen.getByTestId('records-more'));
    await waitFor(() => expect(results()).toEqual(['Filled', 'Cancelled']));
    expect(server.callsTo(LIST)[1]?.query.get('pageNo')).toBe('2');
    expect(screen.queryByTestId('records-more')).toBeNull();

    fireEvent.click(screen.getAllByTestId('open-order')[0] ?? document.body);
    const sheet = await screen.findByTestId('order-sheet');
    expect(within(sheet).getByTestId('sheet-status').textContent).toBe('Filled');
    await waitFor(() => expect(within(sheet).getAllByTestId('perp-fill-row')).toHaveLength(2));
    expect(server.callsTo('/contract/wallet/findByOrderId')[0]?.query.get('orderId')).toBe('401');
    expect(sheet.textContent).toContain('26,000.5');
  });

  it('filters by contract and switches to closed positions and fills', async () => {
    const server = fakeServer(historyRoutes());
    renderRoute('/perpetualHistory', '/perpetualHistory', <PerpetualHistoryScreen />);
    await waitFor(() => expect(results()).toEqual(['Filled']));
    const filter = (await screen.findByTestId('contract-filter')) as HTMLSelectElement;
    await waitFor(() => expect(filter.options).toHaveLength(5));
    fireEvent.change(filter, { target: { value: 'BTCUSD' } });
    expect(where()).toBe('/perpetualHistory?symbol=BTCUSD');
    await waitFor(() => expect(server.callsTo(LIST).at(-1)?.query.get('symbol')).toBe('BTCUSD'));

    fireEvent.click(screen.getByTestId('history-tab-positions'));
    expect(where()).toBe('/perpetualHistory?symbol=BTCUSD&tab=positions');
    const row = await screen.findByTestId('closed-position-row');
    expect(server.callsTo(LIST).at(-1)?.query.get('status')).toBe('CLOSED');
    expect(within(row).getByTestId('closed-by').textContent).toBe('Take-profit triggered');
    expect(within(row).getByTestId('closed-realised').textContent).toBe('+12.5');

    fireEvent.click(screen.getByTestId('history-tab-fills'));
    const fill = await screen.findByTestId('perp-fill-row');
    expect(fill.textContent).toContain('Taker');
    expect(server.callsTo(FILLS)[0]?.query.get('symbol')).toBe('BTCUSD');
  });

  it('explains why an entrust was cancelled in its detail', async () => {
    fakeServer({
      ...historyRoutes(),
      'GET /contract/wallet/findOrderById': () => ({ data: unfilled }),
      'GET /contract/wallet/findByOrderId': () => ({ data: [] }),
    });
    renderRoute('/perpetualHistory', '/perpetualHistory?tab=fills', <PerpetualHistoryScreen />);
    const fill = await screen.findByTestId('perp-fill-row');
    fireEvent.click(fill.querySelector('button') ?? fill);
    const sheet = await screen.findByTestId('order-sheet');
    await waitFor(() => expect(sheet.textContent).toContain('The position was closed another way'));
    expect(within(sheet).getByTestId('sheet-status').textContent).toBe('Cancelled');
    expect(sheet.textContent).toContain('No fills yet');
  });
});
