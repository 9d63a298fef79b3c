import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { fakeServer } from '../../account/test/fakeServer';
import { renderAt } from '../../account/test/render';
import { member, page } from '../../lending/test/fixtures';
import { formatDateTime } from '../../market/format';
import {
  CLAIM,
  CREATE,
  HOUR_MS,
  NOW,
  packet,
  PACKET,
  RECEIVED,
  redPacketRoutes,
  SENT,
} from '../test/fixtures';
import RedPacketScreen from './RedPacketScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const text = (testId: string) => screen.getByTestId(testId).textContent;
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
const value = (testId: string) => (screen.getByTestId(testId) as HTMLInputElement).value;

async function openSend(routes = redPacketRoutes()) {
  const server = fakeServer(routes);
  renderAt('/redPacket', <RedPacketScreen />);
  await screen.findByTestId('redpacket-send-form');
  return server;
}

function openClaim(routes = redPacketRoutes(), path = '/redPacket') {
  const server = fakeServer(routes);
  renderAt(path, <RedPacketScreen />);
  fireEvent.click(screen.getByTestId('redpacket-tab-claim'));
  return server;
}

describe('red packets', () => {
  beforeEach(() => {
    vi.mocked(notify.info).mockClear();
    vi.mocked(notify.fail).mockClear();
    useSession.setState({ token: 't', member, real: null, demo: false });
  });

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
  });

  describe('send', () => {
    it('offers the coins held in spot and checks every field before sending', async () => {
      const server = await openSend();
      const coin = screen.getByTestId('redpacket-coin');
      expect(
        within(coin)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['USDT', 'BTC']);
      expect(text('redpacket-total-available')).toBe('Available in spot: 500.00 USDT');

      fireEvent.click(screen.getByTestId('redpacket-send'));
      expect(screen.getAllByText('This field is required')).toHaveLength(3);

      type('redpacket-total', '600');
      expect(screen.getByText('The amount is more than the available balance')).toBeTruthy();
      type('redpacket-total', '1.005');
      expect(screen.getByText('At most 2 decimal places')).toBeTruthy();

      type('redpacket-shares', '0');
      expect(screen.getByText('Enter a whole number from 1 to 100')).toBeTruthy();
      type('redpacket-shares', '101');
      expect(screen.getByText('Enter a whole number from 1 to 100')).toBeTruthy();
      // Only digits go in.
      type('redpacket-shares', '1x');
      expect(value('redpacket-shares')).toBe('1');

      // One cent cannot make two shares of USDT (cut to 2 places).
      type('redpacket-total', '0.01');
      type('redpacket-shares', '2');
      expect(
        screen.getByText('Too many shares for this amount: each share must be at least 0.01 USDT'),
      ).toBeTruthy();

      type('redpacket-fund-password', '123');
      expect(screen.getByText('The fund password is 6 digits')).toBeTruthy();
      expect(server.callsTo(CREATE)).toEqual([]);
    });

    it('says what each share gets as the figures are typed', async () => {
      await openSend();
      expect(text('redpacket-kind-note')).toBe(
        'Each share is a random amount; the luckiest one is marked.',
      );
      type('redpacket-total', '10');
      type('redpacket-shares', '4');
      expect(text('redpacket-kind-note')).toBe(
        'Random shares, 2.50 USDT on average; the luckiest one is marked.',
      );
      fireEvent.click(screen.getByTestId('redpacket-kind-equal'));
      expect(screen.getByTestId('redpacket-kind-equal').getAttribute('aria-pressed')).toBe('true');
      expect(text('redpacket-kind-note')).toBe('Each share gets 2.50 USDT.');
    });

    it('packs the packet once for a double tap, then shows its code and link to share', async () => {
      const share = vi.fn(() => Promise.resolve());
      Object.defineProperty(navigator, 'share', { value: share, configurable: true });
      const made = packet({
        code: 'XYZW234567',
        sender: 'al***e',
        kind: 'equal',
        total: '10',
        shares: 4,
        claimedShares: 0,
        claimedAmount: '0',
        claims: [],
        own: true,
        expiresAt: NOW + 24 * HOUR_MS,
      });
      const server = await openSend(
        redPacketRoutes({
          [`POST ${CREATE}`]: () => ({ data: { packet: made, replayed: false } }),
        }),
      );
      type('redpacket-total', '10');
      type('redpacket-shares', '4');
      fireEvent.click(screen.getByTestId('redpacket-kind-equal'));
      type('redpacket-greeting', '  Happy new year!  ');
      type('redpacket-fund-password', '123456');
      fireEvent.click(screen.getByTestId('redpacket-send'));
      fireEvent.click(screen.getByTestId('redpacket-send'));

      expect(await screen.findByTestId('redpacket-created')).toBeTruthy();
      const calls = server.callsTo(CREATE);
      expect(calls).toHaveLength(1);
      expect(calls[0]?.token).toBe('t');
      expect(calls[0]?.body).toEqual({
        asset: 'USDT',
        total: '10',
        shares: 4,
        kind: 'equal',
        greeting: 'Happy new year!',
        fundPassword: '123456',
        requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
      });

      expect(text('redpacket-code')).toBe('XYZW234567');
      const link = `${window.location.origin}/redPacket?code=XYZW234567`;
      expect(text('redpacket-link')).toBe(link);
      expect(text('redpacket-created-summary')).toBe('10.00 USDT in 4 shares · Equal split');
      expect(text('redpacket-expiry-note')).toBe(
        `Send the code or the link to your friends. Shares nobody claims by ${formatDateTime(made.expiresAt)} (24 hours) return to your spot wallet.`,
      );
      expect(screen.queryByTestId('redpacket-replayed')).toBeNull();
      fireEvent.click(screen.getByTestId('redpacket-share'));
      expect(share).toHaveBeenCalledWith({
        title: 'A red packet for you',
        text: 'Open my red packet with the code XYZW234567',
        url: link,
      });
      // The sent list is read again.
      await waitFor(() => expect(server.callsTo(SENT).length).toBeGreaterThan(1));

      fireEvent.click(screen.getByTestId('redpacket-send-again'));
      expect(await screen.findByTestId('redpacket-send-form')).toBeTruthy();
      expect(value('redpacket-total')).toBe('');
    });

    it('keeps the request id for a retry of the same packet after no answer', async () => {
      const server = await openSend(
        redPacketRoutes({
          [`POST ${CREATE}`]: [
            () => {
              throw new TypeError('Failed to fetch');
            },
            () => ({ data: { packet: packet({ own: true }), replayed: true } }),
          ],
        }),
      );
      const fill = () => {
        type('redpacket-total', '10');
        type('redpacket-shares', '5');
        type('redpacket-fund-password', '123456');
      };
      fill();
      fireEvent.click(screen.getByTestId('redpacket-send'));
      expect(await screen.findByTestId('lending-unknown')).toBeTruthy();
      // The digits are typed afresh.
      expect(value('redpacket-fund-password')).toBe('');
      fill();
      fireEvent.click(screen.getByTestId('redpacket-send'));
      expect(await screen.findByTestId('redpacket-replayed')).toBeTruthy();
      const [first, second] = server.callsTo(CREATE);
      expect((second?.body as { requestId: string }).requestId).toBe(
        (first?.body as { requestId: string }).requestId,
      );
    });

    it('sends to identity verification when the server asks for it, without a toast', async () => {
      await openSend(
        redPacketRoutes({
          [`POST ${CREATE}`]: () => ({
            code: 24000,
            message: 'Primary identity verification has not passed',
          }),
        }),
      );
      type('redpacket-total', '10');
      type('redpacket-shares', '5');
      type('redpacket-fund-password', '123456');
      fireEvent.click(screen.getByTestId('redpacket-send'));
      expect((await screen.findByTestId('redpacket-verify')).textContent).toContain(
        'Sending red packets needs primary identity verification.',
      );
      expect(screen.getByTestId('redpacket-verify-go').getAttribute('href')).toBe('/identity');
      expect(notify.fail).not.toHaveBeenCalled();
    });

    it('shows the server’s "share too small" under the shares field', async () => {
      await openSend(
        redPacketRoutes({
          [`POST ${CREATE}`]: () => ({
            code: 28505,
            message: 'Each share must be at least 0.01 USDT',
            data: { min: '0.01', coin: 'USDT' },
          }),
        }),
      );
      type('redpacket-total', '1');
      type('redpacket-shares', '100');
      type('redpacket-fund-password', '123456');
      fireEvent.click(screen.getByTestId('redpacket-send'));
      expect(await screen.findByText('Each share must be at least 0.01 USDT')).toBeTruthy();
      type('redpacket-shares', '10');
      expect(screen.queryByText('Each share must be at least 0.01 USDT')).toBeNull();
    });

    it('asks for a fund password first when none is set', async () => {
      const server = fakeServer(redPacketRoutes({}, { fundPasswordSet: false }));
      renderAt('/redPacket', <RedPacketScreen />);
      expect(await screen.findByTestId('redpacket-need-fund-password')).toBeTruthy();
      expect(screen.queryByTestId('redpacket-send-form')).toBeNull();
      expect(server.callsTo(CREATE)).toEqual([]);
    });

    it('says so when nothing in spot can be packed', async () => {
      fakeServer(redPacketRoutes({ 'GET /asset/wallet': () => ({ data: emptyWallet() }) }));
      renderAt('/redPacket', <RedPacketScreen />);
      expect((await screen.findByTestId('redpacket-no-coins')).textContent).toContain(
        'You have no coins available in your spot wallet',
      );
    });
  });

  describe('claim', () => {
    it('opens a typed code and shows what was received', async () => {
      const claimed = packet({
        claimedShares: 3,
        claimedAmount: '8',
        mine: '2.5',
        claims: [...packet().claims, { name: 'al***e', amount: '2.5', at: NOW, best: false }],
      });
      const server = openClaim(
        redPacketRoutes({
          [`POST ${CLAIM}`]: () => ({ data: { packet: claimed, amount: '2.5' } }),
        }),
      );
      fireEvent.click(screen.getByTestId('redpacket-open'));
      type('redpacket-claim-code', 'abc');
      fireEvent.click(screen.getByTestId('redpacket-open'));
      expect(screen.getByRole('alert').textContent).toBe('Enter the 10-character code');
      expect(server.callsTo(CLAIM)).toEqual([]);

      type('redpacket-claim-code', 'abcd-2345 67');
      expect(value('redpacket-claim-code')).toBe('ABCD234567');
      fireEvent.click(screen.getByTestId('redpacket-open'));

      expect(text(await screenAmount())).toBe('2.50 USDT');
      expect(server.callsTo(CLAIM)[0]?.body).toEqual({ code: 'ABCD234567' });
      expect(text('redpacket-sender')).toBe('From bo***b');
      expect(text('redpacket-packet-greeting')).toBe('Happy new year!');
      expect(text('redpacket-mine')).toBe('Your share: 2.50 USDT');
      expect(text('redpacket-claimed')).toBe('3 of 5');
      const claims = screen.getAllByTestId('redpacket-claim');
      expect(claims).toHaveLength(3);
      expect(within(claims[0] as HTMLElement).getByTestId('redpacket-best').textContent).toBe(
        'Luckiest',
      );
      expect(screen.getAllByTestId('redpacket-best')).toHaveLength(1);
      // The spot balance is read again.
      await waitFor(() => expect(server.callsTo('/asset/wallet').length).toBeGreaterThan(1));
    });

    it('shows the server’s refusal under the code, and the packet as it stands', async () => {
      const empty = packet({ status: 'finished', claimedShares: 5, claimedAmount: '10' });
      const server = openClaim(
        redPacketRoutes({
          [`POST ${CLAIM}`]: () => ({
            code: 28501,
            message: 'All of this red packet has been claimed',
          }),
          [`GET ${PACKET}`]: () => ({ data: empty }),
        }),
      );
      type('redpacket-claim-code', 'ABCD234567');
      fireEvent.click(screen.getByTestId('redpacket-open'));
      await waitFor(() =>
        expect(screen.getByRole('alert').textContent).toBe(
          'All of this red packet has been claimed',
        ),
      );
      expect(notify.fail).not.toHaveBeenCalled();
      expect(screen.queryByTestId('redpacket-amount')).toBeNull();
      expect(await screen.findByTestId('redpacket-packet')).toBeTruthy();
      expect(server.callsTo(PACKET)[0]?.query.get('code')).toBe('ABCD234567');
      expect(text('redpacket-status')).toBe('All claimed');
      expect(text('redpacket-claim-block')).toBe(
        'All shares of this red packet have been claimed.',
      );
      expect(screen.getByTestId('redpacket-open').hasAttribute('disabled')).toBe(true);
    });

    it('fills in the code of a shared link and shows the packet before opening it', async () => {
      const server = fakeServer(
        redPacketRoutes({
          [`GET ${PACKET}`]: () => ({ data: packet() }),
          [`POST ${CLAIM}`]: () => ({
            data: { packet: packet({ mine: '1', claimedShares: 3 }), amount: '1' },
          }),
        }),
      );
      renderAt('/redPacket?code=abcd234567', <RedPacketScreen />);
      expect(screen.getByTestId('redpacket-tab-claim').getAttribute('aria-selected')).toBe('true');
      expect(value('redpacket-claim-code')).toBe('ABCD234567');
      expect(await screen.findByTestId('redpacket-packet')).toBeTruthy();
      expect(server.callsTo(PACKET)[0]?.query.get('code')).toBe('ABCD234567');
      expect(server.callsTo(PACKET)[0]?.token).toBe('t');
      expect(text('redpacket-sender')).toBe('From bo***b');
      expect(text('redpacket-packet-total')).toBe('10.00 USDT');
      expect(text('redpacket-status')).toBe('Open');
      expect(text('redpacket-claimed')).toBe('2 of 5');
      expect(text('redpacket-expiry')).toBe(formatDateTime(NOW + 20 * HOUR_MS));
      expect(screen.getAllByTestId('redpacket-best')).toHaveLength(1);
      expect(server.callsTo(CLAIM)).toEqual([]);

      fireEvent.click(screen.getByTestId('redpacket-open'));
      expect(text(await screenAmount())).toBe('1.00 USDT');
      expect(server.callsTo(CLAIM)[0]?.body).toEqual({ code: 'ABCD234567' });
    });

    it('does not offer to open one’s own packet', async () => {
      const server = fakeServer(
        redPacketRoutes({ [`GET ${PACKET}`]: () => ({ data: packet({ own: true }) }) }),
      );
      renderAt('/redPacket?code=ABCD234567', <RedPacketScreen />);
      expect(await screen.findByTestId('redpacket-claim-block')).toBeTruthy();
      expect(text('redpacket-claim-block')).toContain('This is your own red packet');
      expect(screen.getByTestId('redpacket-open').hasAttribute('disabled')).toBe(true);
      expect(server.callsTo(CLAIM)).toEqual([]);
    });

    it('shows the best share only on a lucky packet', async () => {
      fakeServer(
        redPacketRoutes({ [`GET ${PACKET}`]: () => ({ data: packet({ kind: 'equal' }) }) }),
      );
      renderAt('/redPacket?code=ABCD234567', <RedPacketScreen />);
      expect(await screen.findByTestId('redpacket-claims')).toBeTruthy();
      expect(screen.queryByTestId('redpacket-best')).toBeNull();
    });
  });

  describe('history', () => {
    it('lists sent packets with their state and opens one', async () => {
      const expired = packet({
        code: 'EXPD234567',
        status: 'expired',
        refunded: '4.5',
        expiresAt: NOW - HOUR_MS,
        own: true,
      });
      const done = packet({
        code: 'DONE234567',
        status: 'finished',
        claimedShares: 5,
        claimedAmount: '10',
        own: true,
      });
      const server = fakeServer(
        redPacketRoutes({
          [`GET ${SENT}`]: () => ({
            data: page([packet({ own: true }), expired, done], 3, 1, 20),
          }),
          [`GET ${PACKET}`]: () => ({ data: packet({ own: true }) }),
        }),
      );
      renderAt('/redPacket', <RedPacketScreen />);
      const open = within(await screen.findByTestId('redpacket-sent-ABCD234567'));
      expect(open.getByTestId('redpacket-row-status').textContent).toBe('Open');
      expect(open.getByTestId('redpacket-row-total').textContent).toBe('10.00 USDT');
      expect(open.getByTestId('redpacket-row-claimed').textContent).toBe(
        '2/5 shares claimed · 5.50 USDT',
      );
      expect(open.queryByTestId('redpacket-row-refunded')).toBeNull();
      expect(open.getByTestId('redpacket-row-expiry').textContent).toBe(
        `Expires ${formatDateTime(NOW + 20 * HOUR_MS)}`,
      );
      const gone = within(screen.getByTestId('redpacket-sent-EXPD234567'));
      expect(gone.getByTestId('redpacket-row-status').textContent).toBe('Expired');
      expect(gone.getByTestId('redpacket-row-refunded').textContent).toBe(
        'Returned to you: 4.50 USDT',
      );
      expect(gone.getByTestId('redpacket-row-expiry').textContent).toBe(
        `Expired ${formatDateTime(NOW - HOUR_MS)}`,
      );
      const finished = within(screen.getByTestId('redpacket-sent-DONE234567'));
      expect(finished.getByTestId('redpacket-row-status').textContent).toBe('All claimed');
      expect(finished.getByTestId('redpacket-row-expiry').textContent).toBe(
        `Sent ${formatDateTime(NOW - 4 * HOUR_MS)}`,
      );

      fireEvent.click(open.getByRole('button'));
      const sheet = within(await screen.findByTestId('redpacket-detail'));
      expect(await sheet.findByTestId('redpacket-packet')).toBeTruthy();
      expect(server.callsTo(PACKET)[0]?.query.get('code')).toBe('ABCD234567');
      // The sender can share an open packet again from here.
      expect(sheet.getByTestId('redpacket-code').textContent).toBe('ABCD234567');
    });

    it('lists the shares received', async () => {
      fakeServer(
        redPacketRoutes({
          [`GET ${RECEIVED}`]: () => ({
            data: page(
              [
                {
                  code: 'ABCD234567',
                  sender: 'bo***b',
                  asset: 'BTC',
                  amount: '0.0012',
                  greeting: 'Enjoy',
                  at: NOW - HOUR_MS,
                },
              ],
              1,
              1,
              20,
            ),
          }),
        }),
      );
      renderAt('/redPacket', <RedPacketScreen />);
      fireEvent.click(await screen.findByTestId('redpacket-history-received'));
      const row = within(await screen.findByTestId('redpacket-received-ABCD234567'));
      expect(row.getByTestId('redpacket-row-amount').textContent).toBe('+0.0012 BTC');
      expect(row.getByTestId('redpacket-row-sender').textContent).toBe('From bo***b');
      expect(row.getByText(formatDateTime(NOW - HOUR_MS))).toBeTruthy();
    });

    it('says so when nothing was sent yet', async () => {
      fakeServer(redPacketRoutes());
      renderAt('/redPacket', <RedPacketScreen />);
      expect((await screen.findByTestId('redpacket-sent-empty')).textContent).toContain(
        'You have not sent any red packets yet.',
      );
    });
  });

  it('in demo mode says red packets belong to the real account and asks nothing', async () => {
    useSession.setState({ token: 'demo', member, real: { token: 't', member }, demo: true });
    const server = fakeServer(redPacketRoutes());
    renderAt('/redPacket?code=ABCD234567', <RedPacketScreen />);
    expect((await screen.findByTestId('redpacket-demo')).textContent).toContain('Exit demo mode');
    expect(screen.queryByTestId('redpacket-main')).toBeNull();
    expect(server.calls).toEqual([]);
  });
});

/** The claimed amount, once shown. */
async function screenAmount(): Promise<string> {
  await screen.findByTestId('redpacket-amount');
  return 'redpacket-amount';
}

function emptyWallet() {
  return {
    totalUsd: '0',
    unpriced: [],
    accounts: [
      {
        wallet: 'spot',
        totalUsd: '0',
        unpriced: [],
        assets: [
          { asset: 'USDT', available: '0', frozen: '0', locked: '0', total: '0', usdValue: '0' },
        ],
      },
    ],
  };
}
