import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { renderAt, where } from '../../account/test/render';
import { myAd, page, tradeRoutes } from '../test/fixtures';
import MyAdsScreen from './MyAdsScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const MINE = '/otc/advertise/application/all';
const DELIST = '/otc/advertise/application/off/shelves';
const LIST = '/otc/advertise/application/on/shelves';
const CLOSE = '/otc/advertise/application/delete';
const member = {
  usercode: '100001',
  username: 'alice01',
  c2c_user_type: 1,
  perpetual_contracts_status: 0,
};

const listed = myAd();
const delisted = myAd({
  id: 12,
  adNo: 'A00000012',
  side: 'buy',
  status: 'delisted',
  priceType: 'floating',
  price: '0.97',
  premium: '1.5',
  held: '0',
  openOrders: 0,
  remaining: '500',
  quantity: '500',
});

describe('my ads', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member, real: null, demo: false });
    vi.mocked(notify.info).mockClear();
  });

  it('shows each ad’s status, remaining, held and open orders', async () => {
    const server = fakeServer({
      ...tradeRoutes(),
      [`GET ${MINE}`]: () => ({ data: page([listed, delisted]) }),
    });
    renderAt('/c2c/c2cUser', <MyAdsScreen />);
    const sell = await screen.findByTestId('my-ad-11');
    expect(within(sell).getByText('Sell USDT · EUR')).toBeTruthy();
    expect(within(sell).getByText('Listed')).toBeTruthy();
    expect(within(sell).getByText('Ad A00000011')).toBeTruthy();
    expect(within(sell).getByTestId('ad-remaining').textContent).toBe('750 / 1,000 USDT');
    expect(within(sell).getByTestId('ad-held').textContent).toBe('750 USDT');
    expect(within(sell).getByTestId('ad-open-orders').textContent).toBe('1');
    expect(within(sell).getByTestId('ad-price').textContent).toContain('0.95 EUR');
    expect(within(sell).getByTestId('ad-delist-11')).toBeTruthy();
    expect(within(sell).queryByTestId('ad-list-11')).toBeNull();

    const buy = screen.getByTestId('my-ad-12');
    expect(within(buy).getByText('Delisted')).toBeTruthy();
    expect(within(buy).getByTestId('ad-price').textContent).toContain('+1.5% on the index price');
    expect(within(buy).getByTestId('ad-list-12')).toBeTruthy();
    expect(screen.getByTestId('p2p-wallet-note')).toBeTruthy();

    fireEvent.click(screen.getByTestId('my-ads-filter-delisted'));
    await waitFor(() => expect(server.callsTo(MINE).at(-1)?.query.get('status')).toBe('delisted'));
  });

  it('delists only after the confirmation', async () => {
    const server = fakeServer({
      ...tradeRoutes(),
      [`GET ${MINE}`]: () => ({ data: page([listed]) }),
      [`POST ${DELIST}`]: () => ({ data: { ...listed, status: 'delisted', held: '0' } }),
    });
    renderAt('/c2c/c2cUser', <MyAdsScreen />);
    fireEvent.click(await screen.findByTestId('ad-delist-11'));
    const dialog = await screen.findByTestId('ad-action-dialog');
    expect(dialog.textContent).toContain('A sell ad’s held coins go back to your spot wallet.');
    expect(server.callsTo(DELIST)).toEqual([]);
    fireEvent.click(screen.getByTestId('ad-action-dialog-confirm'));
    await waitFor(() => expect(server.callsTo(DELIST)[0]?.body).toEqual({ id: 11 }));
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith('Ad taken off the market'));
  });

  it('lists again and closes, each confirmed', async () => {
    const server = fakeServer({
      ...tradeRoutes(),
      [`GET ${MINE}`]: () => ({ data: page([delisted]) }),
      [`POST ${LIST}`]: () => ({ data: { ...delisted, status: 'listed' } }),
      [`POST ${CLOSE}`]: () => ({ data: { ...delisted, status: 'closed' } }),
    });
    renderAt('/c2c/c2cUser', <MyAdsScreen />);
    fireEvent.click(await screen.findByTestId('ad-list-12'));
    fireEvent.click(await screen.findByTestId('ad-action-dialog-confirm'));
    await waitFor(() => expect(server.callsTo(LIST)[0]?.body).toEqual({ id: 12 }));

    fireEvent.click(screen.getByTestId('ad-close-12'));
    expect((await screen.findByTestId('ad-action-dialog')).textContent).toContain(
      'An ad with open orders cannot be closed.',
    );
    fireEvent.click(screen.getByTestId('ad-action-dialog-confirm'));
    await waitFor(() => expect(server.callsTo(CLOSE)[0]?.body).toEqual({ id: 12 }));
  });

  it('offers to post the first ad, and opens an ad to edit it', async () => {
    fakeServer({ ...tradeRoutes(), [`GET ${MINE}`]: () => ({ data: page([]) }) });
    const view = renderAt('/c2c/c2cUser', <MyAdsScreen />);
    fireEvent.click(await screen.findByTestId('my-ads-post'));
    expect(where()).toBe('/c2c/advertise');
    view.unmount();

    fakeServer({ ...tradeRoutes(), [`GET ${MINE}`]: () => ({ data: page([listed]) }) });
    renderAt('/c2c/c2cUser', <MyAdsScreen />);
    fireEvent.click(await screen.findByTestId('ad-edit-11'));
    expect(where()).toBe('/c2c/ad/11?edit=1');
  });
});
