import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { renderAt, where } from '../../account/test/render';
import { useP2pPrefs } from '../prefs';
import { myAd, paymentMethod, tradeRoutes } from '../test/fixtures';
import AdvertiseScreen from './AdvertiseScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const CREATE = '/otc/advertise/application/create';
const member = {
  usercode: '100001',
  username: 'alice01',
  c2c_user_type: 1,
  perpetual_contracts_status: 0,
};

const METHODS = [
  paymentMethod({ id: 7 }),
  paymentMethod({ id: 8, type: 'alipay', bankName: null, account: 'alice@pay' }),
  paymentMethod({ id: 9, type: 'wechat', bankName: null, account: 'alice_wx' }),
  paymentMethod({ id: 10, type: 'swift', account: 'DE89370400440532013000' }),
  paymentMethod({ id: 11, type: 'crypto', account: 'T-addr', enabled: false }),
];

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const next = () => fireEvent.click(screen.getByTestId('ad-next'));
const alerts = () => screen.queryAllByRole('alert').map((node) => node.textContent);

describe('posting an ad', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member, real: null, demo: false });
    useP2pPrefs.setState({ coin: null, fiat: 'EUR' });
    vi.mocked(notify.info).mockClear();
  });

  it('refuses each step’s mistakes before the next step, then posts the ad', async () => {
    const server = fakeServer({
      ...tradeRoutes(),
      'GET /payment/getRecords': () => ({ data: METHODS }),
      [`POST ${CREATE}`]: () => ({ data: myAd() }),
    });
    renderAt('/c2c/advertise', <AdvertiseScreen />);

    // Step 1: type and price.
    await screen.findByTestId('ad-step-1');
    expect(screen.getByTestId('p2p-fiat').textContent).toBe('EUR');
    next();
    expect(alerts()).toEqual(['This field is required']);
    type('ad-price', '0.95');
    next();

    // Step 2: quantity, limits, methods and payment time.
    await screen.findByTestId('ad-step-2');
    expect(
      screen.getByText('Once listed, this quantity is held in escrow in your spot wallet.'),
    ).toBeTruthy();
    // The disabled method is not offered.
    expect(screen.queryByTestId('ad-method-11')).toBeNull();
    expect(
      (screen.getByTestId('ad-minutes-45') as HTMLButtonElement).getAttribute('aria-checked'),
    ).toBe('true');
    type('ad-quantity', '1000');
    type('ad-min', '99');
    type('ad-max', '1000');
    next();
    expect(alerts()).toEqual([
      'The minimum per order must be at least 100 EUR',
      'The maximum cannot exceed the total value, 950 EUR',
      'Choose 1 to 3 payment methods',
    ]);
    type('ad-min', '100');
    expect(alerts()).toEqual([
      'The maximum cannot exceed the total value, 950 EUR',
      'Choose 1 to 3 payment methods',
    ]);
    type('ad-max', '950');
    for (const id of [7, 8, 9, 10]) fireEvent.click(screen.getByTestId(`ad-method-${id}`));
    next();
    expect(alerts()).toEqual(['Choose 1 to 3 payment methods']);
    fireEvent.click(screen.getByTestId('ad-method-10'));
    fireEvent.click(screen.getByTestId('ad-minutes-30'));
    expect(server.callsTo(CREATE)).toEqual([]);
    next();

    // Step 3: terms, requirements and going online.
    await screen.findByTestId('ad-step-3');
    type('ad-terms', 'Bank transfer only.');
    fireEvent.click(screen.getByTestId('ad-condition-registered30Days'));
    fireEvent.click(screen.getByTestId('ad-online-offline'));
    fireEvent.click(screen.getByTestId('ad-submit'));
    await waitFor(() => expect(where()).toBe('/c2c/c2cUser'));
    const body = server.callsTo(CREATE)[0]?.body as Record<string, unknown>;
    expect(body).toEqual({
      side: 'sell',
      coin: 'USDT',
      fiat: 'EUR',
      priceType: 'fixed',
      quantity: '1000',
      minAmount: '100',
      maxAmount: '950',
      paymentMethodIds: [7, 8, 9],
      paymentMinutes: 30,
      conditions: { advancedVerified: false, registered30Days: true, holdingAbove30Usdt: false },
      price: '0.95',
      terms: 'Bank transfer only.',
      offline: true,
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    });
    expect(notify.info).toHaveBeenCalledWith('Ad posted');
  });

  it('posts a floating-price buy ad, the premium checked', async () => {
    const server = fakeServer({
      ...tradeRoutes(),
      'GET /payment/getRecords': () => ({ data: METHODS }),
      [`POST ${CREATE}`]: () => ({ data: myAd({ side: 'buy' }) }),
    });
    renderAt('/c2c/advertise', <AdvertiseScreen />);
    await screen.findByTestId('ad-step-1');
    fireEvent.click(screen.getByTestId('ad-side-buy'));
    fireEvent.click(screen.getByTestId('p2p-coin-BTC'));
    fireEvent.click(screen.getByTestId('ad-price-type-floating'));
    type('ad-premium', '60');
    next();
    expect(alerts()).toEqual(['Enter a percentage from −50 to 50 with at most two decimals']);
    type('ad-premium', '-1.25');
    next();
    await screen.findByTestId('ad-step-2');
    expect(
      screen.queryByText('Once listed, this quantity is held in escrow in your spot wallet.'),
    ).toBeNull();
    type('ad-quantity', '0.5');
    type('ad-min', '100');
    // A floating price's total is the server's to judge.
    type('ad-max', '20000');
    fireEvent.click(screen.getByTestId('ad-method-8'));
    next();
    await screen.findByTestId('ad-step-3');
    fireEvent.click(screen.getByTestId('ad-submit'));
    await waitFor(() => expect(server.callsTo(CREATE)).toHaveLength(1));
    expect(server.callsTo(CREATE)[0]?.body).toMatchObject({
      side: 'buy',
      coin: 'BTC',
      priceType: 'floating',
      premium: '-1.25',
      quantity: '0.5',
      paymentMinutes: 45,
      offline: false,
    });
    expect(server.callsTo(CREATE)[0]?.body).not.toHaveProperty('price');
  });

  it('sends a merchant without payment methods to add one', async () => {
    fakeServer({ ...tradeRoutes(), 'GET /payment/getRecords': () => ({ data: [] }) });
    renderAt('/c2c/advertise', <AdvertiseScreen />);
    await screen.findByTestId('ad-step-1');
    type('ad-price', '0.95');
    next();
    expect((await screen.findByTestId('ad-no-methods')).textContent).toContain(
      'You have no payment methods to receive with yet.',
    );
  });
});
