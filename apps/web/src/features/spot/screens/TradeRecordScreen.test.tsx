import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { where } from '../../account/test/render';
import { marketRoutes, order } from '../../market/test/fixtures';
import { renderRoute } from '../../market/test/render';
import OrderDetailScreen from './OrderDetailScreen';
import TradeRecordScreen from './TradeRecordScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const fill = {
  tradeId: '900',
  orderId: '102',
  symbol: 'BTC/USDT',
  side: 'sell' as const,
  role: 'taker' as const,
  price: '27000',
  amount: '0.1',
  quoteAmount: '2700',
  fee: '2.7',
  feeAsset: 'USDT',
  time: 1_700_000_000_000,
};

describe('order records and details', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member: null });
  });

  it('pages through order history and switches tabs through the URL', async () => {
    const server = fakeServer({
      ...marketRoutes(),
      'GET /exchange/order/history': [
        () => ({
          data: {
            list: [order({ orderId: '1', status: 'FILLED' })],
            total: 2,
            pageNo: 1,
            pageSize: 1,
          },
        }),
        () => ({
          data: {
            list: [order({ orderId: '2', status: 'CANCELLED', filledAmount: '0' })],
            total: 2,
            pageNo: 2,
            pageSize: 1,
          },
        }),
      ],
      'GET /exchange/order/trades': () => ({
        data: { list: [fill], total: 1, pageNo: 1, pageSize: 20 },
      }),
    });
    renderRoute('/tradeRecord/:symbol', '/tradeRecord/BTC_USDT?tab=history', <TradeRecordScreen />);
    const results = () => screen.getAllByTestId('order-result').map((badge) => badge.textContent);
    await waitFor(() => expect(results()).toEqual(['Filled']));
    expect(server.callsTo('/exchange/order/history')[0]?.query.get('symbol')).toBe('BTC/USDT');
    fireEvent.click(screen.getByTestId('records-more'));
    await waitFor(() => expect(results()).toEqual(['Filled', 'Cancelled']));
    expect(server.callsTo('/exchange/order/history')[1]?.query.get('pageNo')).toBe('2');

    fireEvent.click(screen.getByTestId('record-tab-fills'));
    expect(where()).toBe('/tradeRecord/BTC_USDT?tab=fills');
    const row = await screen.findByTestId('fill-row');
    expect(row.textContent).toContain('Taker');
    fireEvent.click(row.querySelector('a') ?? document.body);
    expect(where()).toBe('/tradeDetail?tradeId=900&orderId=102');
  });

  it('shows an order with its status label, figures and fills', async () => {
    const detail = {
      ...order({
        orderId: '102',
        side: 'sell',
        status: 'CANCELLED',
        filledAmount: '0.1',
        filledQuote: '2700',
        averagePrice: '27000',
        fee: '2.7',
        feeAsset: 'USDT',
        cancelReason: 'user',
      }),
      trades: [fill],
    };
    fakeServer({ ...marketRoutes(), 'GET /exchange/order/detail': () => ({ data: detail }) });
    renderRoute('/orderDetail', '/orderDetail?orderId=102', <OrderDetailScreen />);
    const status = await screen.findByTestId('order-status');
    // Cancelled after a partial fill reads "cancelled" too.
    expect(status.textContent).toBe('Cancelled');
    expect(screen.getByText('Cancelled by you')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('order-filled').textContent).toBe('0.1000 BTC'));
    expect(screen.getByText('27,000.00 USDT')).toBeTruthy();
    expect(screen.getAllByTestId('fill-row')).toHaveLength(1);
  });
});
