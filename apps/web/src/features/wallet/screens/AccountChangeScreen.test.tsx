import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { renderAt, where } from '../../account/test/render';
import { entry, historyPage, walletRoutes } from '../test/fixtures';
import AccountChangeScreen from './AccountChangeScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const queryOf = (server: ReturnType<typeof fakeServer>, index: number) =>
  Object.fromEntries(server.callsTo('/wallet_history/list')[index]?.query ?? []);

describe('account-change records', () => {
  beforeEach(() => useSession.setState({ token: 't', member: null }));

  it('shows one line per event, translated, signed and coloured, and its entries on tap', async () => {
    const list = [
      entry({
        id: 'flash:q1',
        type: 'spot_buy',
        product: 'flash',
        subject: 'USDT>BTC',
        changes: [
          { asset: 'BTC', wallet: 'spot', amount: '0.00524' },
          { asset: 'USDT', wallet: 'spot', amount: '-500' },
        ],
        fees: [{ asset: 'BTC', amount: '0.00000525' }],
      }),
      entry({
        id: 'perp_position:9@1',
        type: 'perpetual_close',
        product: 'delivery',
        subject: 'BTCUSDT_1H',
        changes: [{ asset: 'USDT', wallet: 'delivery', amount: '12.5' }],
      }),
      entry({
        id: 'tx:7',
        type: 'manual_withdrawal',
        changes: [{ asset: 'USDT', wallet: 'spot', amount: '-0.5' }],
        note: 'Correction #12',
      }),
      entry(),
    ];
    fakeServer({
      ...walletRoutes(),
      'GET /wallet_history/list': () => ({ data: historyPage(list) }),
    });
    renderAt('/accountChange', <AccountChangeScreen />);
    const [flash, delivery, manual, transfer] = await screen.findAllByTestId('history-row');
    const inRow = (row: HTMLElement | undefined) => within(row ?? document.body);
    // A conversion is one line, named as such, with what went out and came in.
    expect(inRow(flash).getByText('Flash exchange')).toBeTruthy();
    expect(flash?.textContent).toContain('USDT → BTC');
    expect(inRow(flash).getByText('-500.00').className).toContain('out');
    // Amounts show the places they have, not the coin's 8 decimals.
    expect(inRow(flash).getByText('+0.00524').className).toContain('in');
    expect(inRow(flash).getByTestId('history-fee').textContent).toBe('Fee 0.00000525 BTC');
    // A delivery contract's close is not called a perpetual one.
    expect(inRow(delivery).getByText('Delivery close')).toBeTruthy();
    expect(delivery?.textContent).not.toContain('Perpetual');
    expect(inRow(manual).getByText('Manual withdrawal')).toBeTruthy();
    expect(manual?.textContent).toContain('Correction #12');
    // A transfer shows both accounts, and its entries open on tap.
    expect(transfer?.textContent).toContain('Spot → Contract');
    expect(inRow(transfer).queryByTestId('history-entries')).toBeNull();
    fireEvent.click(inRow(transfer).getByRole('button'));
    const entries = inRow(transfer).getByTestId('history-entries');
    expect(entries.textContent).toContain('Balance after 975.50');
    expect(entries.textContent).toContain('Available');
    // No ledger words leak into any language's screen.
    expect(document.body.textContent).not.toMatch(/freeze|unfreeze|realised pnl|margin/);
  });

  it('builds the query from the filters and keeps them in the URL', async () => {
    const server = fakeServer({
      ...walletRoutes(),
      'GET /wallet_history/list': () => ({ data: historyPage([]) }),
    });
    renderAt('/accountChange?asset=usdt', <AccountChangeScreen />);
    expect(await screen.findByText('No data')).toBeTruthy();
    expect(queryOf(server, 0)).toEqual({ asset: 'USDT', pageNo: '1', pageSize: '20' });

    fireEvent.change(screen.getByTestId('history-filter-type'), { target: { value: 'transfer' } });
    fireEvent.change(screen.getByTestId('history-filter-wallet'), {
      target: { value: 'contract' },
    });
    await waitFor(() =>
      expect(queryOf(server, server.callsTo('/wallet_history/list').length - 1)).toEqual({
        historyType: 'transfer',
        asset: 'USDT',
        wallet: 'contract',
        pageNo: '1',
        pageSize: '20',
      }),
    );
    expect(where()).toBe('/accountChange?asset=usdt&type=transfer&wallet=contract');

    fireEvent.change(screen.getByTestId('history-filter-asset'), { target: { value: '' } });
    await waitFor(() => expect(where()).toBe('/accountChange?type=transfer&wallet=contract'));
  });

  it('offers only the change types that can occur, and the products, with human names', async () => {
    fakeServer({
      ...walletRoutes(),
      'GET /wallet_history/list': () => ({ data: historyPage([]) }),
    });
    renderAt('/accountChange', <AccountChangeScreen />);
    const select = await screen.findByTestId('history-filter-type');
    const labels = [...select.querySelectorAll('option')].map((option) => option.textContent);
    expect(labels).toHaveLength(15);
    expect(labels).toContain('Manual deposit');
    expect(labels).toContain('Withdrawal');
    for (const absent of ['Loan', 'Option contract', 'Referral reward', 'Savings interest'])
      expect(labels).not.toContain(absent);
    expect(labels.some((label) => label?.includes('_'))).toBe(false);
    const products = [
      ...screen.getByTestId('history-filter-product').querySelectorAll('option'),
    ].map((option) => option.textContent);
    expect(products).toEqual([
      'All products',
      'Wallet',
      'Spot',
      'Flash exchange',
      'Perpetual',
      'Delivery',
    ]);
  });

  it('loads the next page of 20 on request', async () => {
    const page1 = Array.from({ length: 20 }, (_, index) => entry({ id: `a${index}` }));
    const server = fakeServer({
      ...walletRoutes(),
      'GET /wallet_history/list': [
        () => ({ data: historyPage(page1, 21) }),
        () => ({ data: historyPage([entry({ id: 'b0' })], 21, 2) }),
      ],
    });
    renderAt('/accountChange', <AccountChangeScreen />);
    expect(await screen.findAllByTestId('history-row')).toHaveLength(20);
    fireEvent.click(screen.getByTestId('history-more'));
    await waitFor(() => expect(screen.getAllByTestId('history-row')).toHaveLength(21));
    expect(queryOf(server, 1)).toEqual({ pageNo: '2', pageSize: '20' });
    expect(screen.queryByTestId('history-more')).toBeNull();
    expect(screen.getByText('No more')).toBeTruthy();
  });
});
