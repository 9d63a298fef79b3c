import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { where } from '../../account/test/render';
import { renderRoute } from '../../market/test/render';
import { EXCHANGE_PATHS } from '../paths';
import {
  exchangePage,
  exchangeRecord,
  exchangeRoutes,
  LIST_PATH,
  partialRecord,
} from '../test/fixtures';
import ExchangeHistoryScreen from './ExchangeHistoryScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const rows = () => screen.queryAllByTestId('exchange-history-row');

describe('flash exchange history', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member: null });
  });

  it('lists exchanges newest first, ten to a page, with what a partial one holds', async () => {
    const filled = exchangeRecord({
      id: '72',
      fromCoin: 'BTC',
      toCoin: 'USDT',
      route: ['BTC/USDT'],
    });
    const partial = partialRecord();
    const server = fakeServer({
      ...exchangeRoutes(),
      [`GET ${LIST_PATH}`]: (_body, query) =>
        query.get('pageNo') === '2'
          ? { data: exchangePage([partial], 11, 2) }
          : { data: exchangePage([filled], 11, 1) },
    });
    renderRoute(EXCHANGE_PATHS.history, EXCHANGE_PATHS.history, <ExchangeHistoryScreen />);
    await waitFor(() => expect(rows()).toHaveLength(1));
    const first = server.callsTo(LIST_PATH)[0]?.query;
    expect(first?.get('pageNo')).toBe('1');
    expect(first?.get('pageSize')).toBe('10');
    const [top] = rows();
    expect(top?.textContent).toContain('BTC → USDT');
    expect(within(top ?? document.body).getByTestId('exchange-status').textContent).toBe(
      'Completed',
    );
    expect(within(top ?? document.body).getByTestId('exchange-received').textContent).toBe(
      '0.1334 USDT',
    );

    fireEvent.click(screen.getByTestId('records-more'));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(server.callsTo(LIST_PATH)[1]?.query.get('pageNo')).toBe('2');
    const second = within(rows()[1] ?? document.body);
    expect(second.getByTestId('exchange-status').textContent).toBe('Partial');
    expect(second.getByTestId('exchange-held').textContent).toBe('3,598.2 USDT');
    expect(second.getByTestId('exchange-quoted-rate').textContent).toBe('1 ETH ≈ 0.06665617 BTC');
    expect(second.queryByTestId('exchange-received')).toBeNull();
    // Eleven records at ten a page: the second page is the last.
    expect(screen.queryByTestId('records-more')).toBeNull();
    expect(screen.getByText('No more')).toBeTruthy();
  });

  it('says so when there is nothing yet, and links back to the form', async () => {
    fakeServer({ ...exchangeRoutes(), [`GET ${LIST_PATH}`]: () => ({ data: exchangePage([]) }) });
    renderRoute(EXCHANGE_PATHS.history, EXCHANGE_PATHS.history, <ExchangeHistoryScreen />);
    await screen.findByText('No data');
    fireEvent.click(screen.getByTestId('exchange-page-link'));
    expect(where()).toBe(EXCHANGE_PATHS.page);
  });
});
