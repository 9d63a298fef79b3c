import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { where } from '../../account/test/render';
import { renderRoute } from '../../market/test/render';
import { C2C_PATHS } from '../paths';
import { ad, myAd, paymentMethod, preview, tradeRoutes } from '../test/fixtures';
import AdDetailScreen from './AdDetailScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const DETAIL = '/otc/advertise/application/detail';
const UPDATE = '/otc/advertise/application/update';
const member = {
  usercode: '100001',
  username: 'alice01',
  c2c_user_type: 1,
  perpetual_contracts_status: 0,
};

describe('one ad', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member, real: null, demo: false });
    vi.mocked(notify.info).mockClear();
  });

  it('shows its owner the figures, and edits it with the type, coin and currency fixed', async () => {
    const mine = myAd({ autoReply: 'Online 9 to 18' });
    const server = fakeServer({
      ...tradeRoutes(),
      [`POST ${DETAIL}`]: () => ({ data: mine }),
      'GET /payment/getRecords': () => ({ data: [paymentMethod({ id: 31 })] }),
      [`POST ${UPDATE}`]: () => ({ data: { ...mine, quantity: '1200', remaining: '950' } }),
    });
    renderRoute(C2C_PATHS.ad, '/c2c/ad/11', <AdDetailScreen />);
    const card = await screen.findByTestId('ad-detail');
    expect(server.callsTo(DETAIL)[0]?.body).toEqual({ id: 11 });
    expect(within(card).getByTestId('ad-held').textContent).toBe('750 USDT');
    expect(within(card).getByText('Online 9 to 18')).toBeTruthy();

    fireEvent.click(within(card).getByTestId('ad-edit-11'));
    await waitFor(() => expect(where()).toBe('/c2c/ad/11?edit=1'));
    expect(await screen.findByTestId('ad-locked')).toBeTruthy();
    expect(screen.queryByTestId('ad-side-buy')).toBeNull();
    expect((screen.getByTestId('ad-price') as HTMLInputElement).value).toBe('0.95');
    fireEvent.click(screen.getByTestId('ad-next'));
    await screen.findByTestId('ad-step-2');
    fireEvent.change(screen.getByTestId('ad-quantity'), { target: { value: '1200' } });
    fireEvent.click(screen.getByTestId('ad-next'));
    await screen.findByTestId('ad-step-3');
    expect(screen.queryByTestId('ad-online-offline')).toBeNull();
    fireEvent.click(screen.getByTestId('ad-submit'));
    await waitFor(() => expect(where()).toBe('/c2c/ad/11'));
    expect(server.callsTo(UPDATE)[0]?.body).toMatchObject({
      id: 11,
      side: 'sell',
      coin: 'USDT',
      fiat: 'EUR',
      quantity: '1200',
      paymentMethodIds: [31],
      paymentMinutes: 15,
      autoReply: 'Online 9 to 18',
    });
    expect(notify.info).toHaveBeenCalledWith('Ad saved');
    expect((await screen.findByTestId('ad-remaining')).textContent).toBe('950 / 1,200 USDT');
  });

  it('shows someone else’s listed ad with the way to take it', async () => {
    fakeServer({
      ...tradeRoutes(),
      [`POST ${DETAIL}`]: () => ({ data: ad() }),
      'POST /otc/order/pre': () => ({ data: preview() }),
    });
    renderRoute(C2C_PATHS.ad, '/c2c/ad/11', <AdDetailScreen />);
    const card = await screen.findByTestId('ad-detail');
    expect(within(card).getByTestId('ad-nickname').textContent).toBe('mia_trades');
    expect(within(card).queryByTestId('ad-held')).toBeNull();
    fireEvent.click(within(card).getByTestId('ad-trade'));
    expect(await screen.findByTestId('p2p-order-value')).toBeTruthy();
  });
});
