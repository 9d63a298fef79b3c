import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { emit, liveTopics } from '../../../test/fakeStream';
import { fakeServer, type Handler } from '../../account/test/fakeServer';
import { renderRoute } from '../../market/test/render';
import { perpOrder, position, signedInRoutes } from '../test/fixtures';
import PerpetualContractScreen from './PerpetualContractScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));
vi.mock('../../../api/stream', () => import('../../../test/fakeStream'));

const CLOSE = '/contract/wallet/manualContractPerpetualCloseByOrder';
const CLOSE_ALL = '/api/contractOrder!closeAll.action';
const MODIFY = '/contract/perpetual/modifyPresetClosure';
const CANCEL = '/contract/wallet/terminateContractPerpetual';
const CANCEL_ALL = '/api/contractApplyOrder!cancelAll.action';

const held = position();

async function openSignedIn(
  lists: Parameters<typeof signedInRoutes>[0],
  extra: Record<string, Handler | Handler[]> = {},
) {
  useSession.setState({ token: 't', member: null });
  const server = fakeServer(signedInRoutes(lists, extra));
  renderRoute(
    '/perpetualContract/:symbol',
    '/perpetualContract/BTCUSDT',
    <PerpetualContractScreen />,
  );
  await screen.findByTestId('perp-panels');
  return server;
}

/** The JSON body a call sent: every contract write is a POST. */
const sent = (call: { body: unknown } | undefined) =>
  call?.body as Record<string, unknown> | undefined;

const panels = () => screen.getByTestId('perp-panels');
const figure = (row: HTMLElement, testId: string) => within(row).getByTestId(testId);

describe('perpetual contract positions and orders', () => {
  beforeEach(() => {
    useSession.setState({ token: null, member: null });
    vi.mocked(notify.info).mockClear();
  });

  it('shows an open position with its figures and closes it at market', async () => {
    const server = await openSignedIn(
      { positions: [held] },
      {
        [`POST ${CLOSE}`]: () => ({
          data: perpOrder({ orderId: '330', action: 'close', type: 'market', price: null }),
        }),
      },
    );
    const row = await screen.findByTestId('position-row');
    expect(screen.getByTestId('panel-positions').textContent).toBe('Positions (1)');
    expect(row.textContent).toContain('Long');
    expect(row.textContent).toContain('10x');
    expect(figure(row, 'position-lots').textContent).toBe('10');
    expect(figure(row, 'position-closable').textContent).toBe('8');
    expect(figure(row, 'position-upnl').textContent).toBe('+5');
    expect(figure(row, 'position-upnl').className).toContain('up');
    expect(figure(row, 'position-margin-rate').textContent).toBe('0.42%');
    expect(figure(row, 'position-liquidation').textContent).toBe('23,950.5');
    expect(figure(row, 'position-take-profit').textContent).toBe('30,000.0');
    expect(figure(row, 'position-stop-loss').textContent).toBe('--');

    fireEvent.click(within(row).getByTestId('close-position'));
    const dialog = await screen.findByTestId('close-dialog');
    expect(dialog.textContent).toContain('All 10 lots of your BTCUSDT position');
    fireEvent.click(screen.getByTestId('close-dialog-confirm'));
    await waitFor(() => expect(server.callsTo(CLOSE)).toHaveLength(1));
    expect(sent(server.callsTo(CLOSE)[0])?.id).toBe('501');
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith('Close order placed'));
  });

  it('closes all positions of the contract after asking', async () => {
    const server = await openSignedIn(
      { positions: [held] },
      { [`POST ${CLOSE_ALL}`]: () => ({ data: { closing: 1 } }) },
    );
    await screen.findByTestId('position-row');
    fireEvent.click(screen.getByTestId('close-all'));
    fireEvent.click(await screen.findByTestId('close-dialog-confirm'));
    await waitFor(() => expect(server.callsTo(CLOSE_ALL)).toHaveLength(1));
    expect(sent(server.callsTo(CLOSE_ALL)[0])?.symbol).toBe('BTCUSDT');
    expect(server.callsTo(CLOSE)).toHaveLength(0);
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith('Positions being closed: 1'));
  });

  it('edits take-profit and stop-loss, sending only what changed', async () => {
    const server = await openSignedIn(
      { positions: [held] },
      {
        [`POST ${MODIFY}`]: [
          () => ({ data: { ...held, takeProfit: '31000' } }),
          () => ({ data: { ...held, takeProfit: null, stopLoss: '25000' } }),
        ],
      },
    );
    const row = await screen.findByTestId('position-row');
    fireEvent.click(within(row).getByTestId('edit-presets'));
    const takeProfit = (await screen.findByTestId('preset-take-profit')) as HTMLInputElement;
    expect(takeProfit.value).toBe('30000');
    fireEvent.change(takeProfit, { target: { value: '31000' } });
    fireEvent.click(screen.getByTestId('preset-save'));
    await waitFor(() => expect(server.callsTo(MODIFY)).toHaveLength(1));
    const first = sent(server.callsTo(MODIFY)[0]);
    expect(first?.id).toBe('501');
    expect(first?.takeProfit).toBe('31000');
    expect(first && 'stopLoss' in first).toBe(false);
    await waitFor(() => expect(figure(row, 'position-take-profit').textContent).toBe('31,000.0'));

    // Emptying a field removes that price; a stop above the mark is refused for a long first.
    fireEvent.click(within(row).getByTestId('edit-presets'));
    fireEvent.change(await screen.findByTestId('preset-take-profit'), { target: { value: '' } });
    fireEvent.change(screen.getByTestId('preset-stop-loss'), { target: { value: '28000' } });
    expect(
      screen.getByText('Stop loss must be below the price for a long and above it for a short'),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('preset-save'));
    expect(server.callsTo(MODIFY)).toHaveLength(1);
    fireEvent.change(screen.getByTestId('preset-stop-loss'), { target: { value: '25000' } });
    fireEvent.click(screen.getByTestId('preset-save'));
    await waitFor(() => expect(server.callsTo(MODIFY)).toHaveLength(2));
    const second = sent(server.callsTo(MODIFY)[1]);
    expect(second?.takeProfit).toBe('');
    expect(second?.stopLoss).toBe('25000');
    await waitFor(() => expect(figure(row, 'position-stop-loss').textContent).toBe('25,000.0'));
  });

  it('follows perp_positions: mark moves update the row and a closed position leaves', async () => {
    await openSignedIn({ positions: [held] });
    const row = await screen.findByTestId('position-row');
    expect(liveTopics()).toEqual([
      'balances',
      'mark:BTCUSDT',
      'perp_depth:BTCUSDT',
      'perp_orders',
      'perp_positions',
    ]);
    emit({
      topic: 'perp_positions',
      type: 'update',
      data: [{ ...held, markPrice: '26000', unrealisedPnl: '-5', marginRate: '0.0105' }],
    });
    await waitFor(() => expect(figure(row, 'position-upnl').textContent).toBe('-5'));
    expect(figure(row, 'position-upnl').className).toContain('down');
    expect(figure(row, 'position-mark').textContent).toBe('26,000.0');
    expect(figure(row, 'position-margin-rate').textContent).toBe('1.05%');
    // Another contract's position does not show here.
    emit({
      topic: 'perp_positions',
      type: 'update',
      data: [position({ positionId: '777', symbol: 'ETHUSDT' })],
    });
    emit({
      topic: 'perp_positions',
      type: 'update',
      data: [{ ...held, status: 'CLOSED', lots: 0, closedBy: 'user', closedAt: 1_700_000_100_000 }],
    });
    await waitFor(() => expect(screen.queryByTestId('position-row')).toBeNull());
    expect(panels().textContent).toContain('No open position');
    expect(screen.getByTestId('panel-positions').textContent).toBe('Positions (0)');
  });

  it('lists open orders, cancels one and all, and follows perp_orders', async () => {
    const resting = perpOrder({ orderId: '301' });
    const server = await openSignedIn(
      { orders: [resting] },
      {
        [`POST ${CANCEL}`]: () => ({ data: { ...resting, status: 'CANCELLED' } }),
        [`POST ${CANCEL_ALL}`]: () => ({ data: { cancelled: 2 } }),
      },
    );
    await waitFor(() =>
      expect(screen.getByTestId('panel-orders').textContent).toBe('Open orders (1)'),
    );
    fireEvent.click(screen.getByTestId('panel-orders'));
    const row = await screen.findByTestId('perp-order-row');
    expect(row.textContent).toContain('Open long · Limit');
    expect(within(row).getByTestId('order-filled-lots').textContent).toBe('0 / 4');
    fireEvent.click(within(row).getByTestId('cancel-order'));
    await waitFor(() => expect(server.callsTo(CANCEL)).toHaveLength(1));
    expect(sent(server.callsTo(CANCEL)[0])?.id).toBe('301');

    fireEvent.click(screen.getByTestId('cancel-all'));
    fireEvent.click(await screen.findByTestId('cancel-all-dialog-confirm'));
    await waitFor(() => expect(server.callsTo(CANCEL_ALL)).toHaveLength(1));
    expect(sent(server.callsTo(CANCEL_ALL)[0])?.symbol).toBe('BTCUSDT');
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith('Orders cancelled: 2'));

    // A snapshot replaces the list with this contract's open entrusts.
    const fresh = perpOrder({
      orderId: '305',
      direction: 'short',
      filledLots: 1,
      remainingLots: 3,
    });
    emit({
      topic: 'perp_orders',
      type: 'snapshot',
      data: [fresh, perpOrder({ orderId: '306', symbol: 'ETHUSDT' })],
    });
    await waitFor(() =>
      expect(screen.getAllByTestId('perp-order-row').map((item) => item.textContent)).toEqual([
        expect.stringContaining('Open short'),
      ]),
    );
    expect(screen.getByTestId('order-filled-lots').textContent).toBe('1 / 4');
    emit({
      topic: 'perp_orders',
      type: 'update',
      data: [
        {
          ...fresh,
          status: 'FILLED',
          filledLots: 4,
          remainingLots: 0,
          updatedAt: fresh.updatedAt + 1,
        },
      ],
    });
    await waitFor(() => expect(screen.queryByTestId('perp-order-row')).toBeNull());
    expect(screen.getByTestId('panel-orders').textContent).toBe('Open orders (0)');
  });

  it('keeps the header live from the mark topic and ignores an older frame', async () => {
    await openSignedIn({});
    await screen.findByTestId('mark-price');
    emit({
      topic: 'mark:BTCUSDT',
      type: 'update',
      data: {
        symbol: 'BTCUSDT',
        lastPrice: '27498',
        indexPrice: '27490',
        markPrice: '27500.5',
        fundingRate: '-0.0002',
        nextFundingTime: 4_102_444_800_000,
        time: 1_700_000_002_000,
      },
    });
    await waitFor(() => expect(screen.getByTestId('mark-price').textContent).toBe('27,500.5'));
    expect(screen.getByTestId('index-price').textContent).toBe('27,490.0');
    // The book's big number is the last trade, live from the same frame.
    expect(screen.getByTestId('last-price').textContent).toBe('27,498.0');
    expect(screen.getByTestId('funding-rate').textContent).toBe('-0.0200%');
    expect(screen.getByText('-21.90% a year')).toBeTruthy();
    emit({
      topic: 'mark:BTCUSDT',
      type: 'update',
      data: {
        symbol: 'BTCUSDT',
        lastPrice: '1',
        indexPrice: '1',
        markPrice: '1',
        fundingRate: '0',
        nextFundingTime: null,
        time: 1_700_000_001_000,
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId('mark-price').textContent).toBe('27,500.5');
  });
});
