import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../app/notify';
import { useSession } from '../../../state/session';
import { fakeServer, type Handler } from '../../account/test/fakeServer';
import { renderAt } from '../../account/test/render';
import { fundingRoutes } from '../../funding/test/fixtures';
import { book, EVM, saved, TRON, WHITELIST_OFF, WHITELIST_ON } from '../test/fixtures';
import AddressBookScreen from './AddressBookScreen';

vi.mock('../../../app/notify', () => ({ notify: { info: vi.fn(), fail: vi.fn() } }));

const BOOK = '/asset/withdraw/address-book';
const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

function open(routes: Record<string, Handler | Handler[]>, path = '/withdraw/addressBook') {
  const server = fakeServer({ ...fundingRoutes(), ...routes });
  renderAt(path, <AddressBookScreen />);
  return server;
}

const twoNetworks = book([
  saved(),
  saved({
    id: 2,
    chain: 'ERC20',
    address: EVM,
    label: 'Ledger',
    usable: false,
    usableAt: '2025-03-02T10:00:00Z',
  }),
]);

describe('address book', () => {
  beforeEach(() => {
    useSession.setState({ token: 't', member: null, real: null, demo: false });
    vi.mocked(notify.info).mockClear();
  });

  it('lists saved addresses by network with labels and whether each can be used', async () => {
    open({ [`GET ${BOOK}`]: () => ({ data: twoNetworks }) }, '/withdraw/addressBook?chain=TRC20');
    const groups = await screen.findAllByTestId(/^book-group-/);
    // The network being withdrawn on comes first.
    expect(groups.map((group) => group.dataset.testid)).toEqual([
      'book-group-TRC20',
      'book-group-ERC20',
    ]);
    const tron = screen.getByTestId('book-entry-1');
    expect(within(tron).getByTestId('book-entry-label').textContent).toBe('Cold wallet');
    expect(within(tron).getByTestId('book-entry-address').textContent).toBe(TRON);
    expect(within(tron).getByTestId('book-entry-status').textContent).toBe('Ready');
    const evm = screen.getByTestId('book-entry-2');
    expect(within(evm).getByTestId('book-entry-status').textContent).toMatch(/^Usable from /);
    expect(screen.getByTestId('book-count').textContent).toBe('2 of 100 addresses saved');
    expect(screen.getByTestId('book-whitelist-state').textContent).toBe(
      'Off: withdrawals can go to any valid address.',
    );
    expect(screen.getByTestId('book-whitelist-rule').textContent).toContain('24 hours');
  });

  it('adds an address on one of the coin’s networks with a label and the fund password', async () => {
    const added = saved({ id: 3, label: 'Exchange B' });
    const server = open(
      {
        [`GET ${BOOK}`]: [() => ({ data: book([]) }), () => ({ data: book([added]) })],
        [`POST ${BOOK}/add`]: () => ({ data: added }),
      },
      '/withdraw/addressBook?symbol=USDT',
    );
    expect((await screen.findByTestId('book-empty')).textContent).toContain('No saved addresses');
    fireEvent.click(screen.getByTestId('book-add'));
    // USDT's open networks only: BEP20 is closed for withdrawals.
    const networks = within(await screen.findByTestId('book-add-network'));
    expect(networks.getAllByRole('radio').map((radio) => radio.textContent)).toEqual([
      'TRC20',
      'ERC20',
    ]);
    fireEvent.click(screen.getByTestId('book-add-submit'));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Enter the withdrawal address',
      'Enter a label',
      'This field is required',
    ]);
    type('book-add-address', ` ${TRON} `);
    type('book-add-label', 'x'.repeat(41));
    type('book-add-password', '123456');
    expect(screen.getByRole('alert').textContent).toBe('At most 40 characters');
    type('book-add-label', '  Exchange B ');
    fireEvent.click(screen.getByTestId('book-add-submit'));
    await waitFor(() => expect(server.callsTo(`${BOOK}/add`)).toHaveLength(1));
    expect(server.callsTo(`${BOOK}/add`)[0]?.body).toEqual({
      chain: 'TRC20',
      address: TRON,
      label: 'Exchange B',
      fundPassword: '123456',
    });
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith('Address saved'));
    expect(await screen.findByTestId('book-entry-3')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('book-add-sheet')).toBeNull());
  });

  it('says a new address waits 24 hours while the whitelist is on', async () => {
    open({ [`GET ${BOOK}`]: () => ({ data: book([], WHITELIST_ON) }) });
    fireEvent.click(await screen.findByTestId('book-add'));
    expect((await screen.findByTestId('book-add-wait')).textContent).toBe(
      'Your whitelist is on: this address can be used 24 hours after you save it.',
    );
    // Without a coin in the link, every network any coin can be withdrawn on.
    const networks = within(screen.getByTestId('book-add-network'));
    expect(networks.getAllByRole('radio').map((radio) => radio.textContent)).toEqual([
      'LTC',
      'TRC20',
      'ERC20',
      'BTC',
    ]);
  });

  it('turns the whitelist on with the fund password', async () => {
    const server = open({
      [`GET ${BOOK}`]: [
        () => ({ data: book([saved()]) }),
        () => ({ data: book([saved()], WHITELIST_ON) }),
      ],
      'POST /asset/withdraw/whitelist': () => ({ data: WHITELIST_ON }),
    });
    fireEvent.click(await screen.findByTestId('book-whitelist-switch'));
    const sheet = await screen.findByTestId('book-whitelist-sheet');
    expect(sheet.textContent).toContain('Turn on the whitelist');
    type('book-whitelist-password', '123456');
    fireEvent.click(screen.getByTestId('book-whitelist-confirm'));
    await waitFor(() =>
      expect(server.callsTo('/asset/withdraw/whitelist')[0]?.body).toEqual({
        enabled: true,
        fundPassword: '123456',
      }),
    );
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith('Whitelist on'));
    await waitFor(() =>
      expect(screen.getByTestId('book-whitelist-state').textContent).toBe(
        'On: withdrawals can go only to saved addresses that are ready.',
      ),
    );
  });

  it('turns it off only after the hold, and says so', async () => {
    const until = '2025-03-02T10:00:00Z';
    const pending = { ...WHITELIST_OFF, enforced: true, enforcedUntil: until };
    const server = open({
      [`GET ${BOOK}`]: [
        () => ({ data: book([], WHITELIST_ON) }),
        () => ({ data: book([], pending) }),
      ],
      'POST /asset/withdraw/whitelist': () => ({ data: pending }),
    });
    fireEvent.click(await screen.findByTestId('book-whitelist-switch'));
    expect((await screen.findByTestId('book-whitelist-sheet')).textContent).toContain(
      'The whitelist stays on for 24 more hours.',
    );
    type('book-whitelist-password', '654321');
    fireEvent.click(screen.getByTestId('book-whitelist-confirm'));
    await waitFor(() =>
      expect(server.callsTo('/asset/withdraw/whitelist')[0]?.body).toMatchObject({
        enabled: false,
      }),
    );
    await waitFor(() =>
      expect(vi.mocked(notify.info).mock.calls[0]?.[0]).toMatch(/^The whitelist turns off at /),
    );
    await waitFor(() =>
      expect(screen.getByTestId('book-whitelist-state').textContent).toMatch(
        /^Turning off: the whitelist stays on until /,
      ),
    );
  });

  it('deletes an address only once confirmed', async () => {
    const server = open({
      [`GET ${BOOK}`]: [() => ({ data: twoNetworks }), () => ({ data: book([saved()]) })],
      [`POST ${BOOK}/delete`]: () => ({ data: { id: 2 } }),
    });
    const entry = await screen.findByTestId('book-entry-2');
    fireEvent.click(within(entry).getByTestId('book-entry-delete'));
    const dialog = await screen.findByTestId('book-delete-dialog');
    expect(dialog.textContent).toContain('“Ledger” on ERC20 will be removed');
    fireEvent.click(within(dialog).getByText('Keep it'));
    expect(server.callsTo(`${BOOK}/delete`)).toHaveLength(0);
    fireEvent.click(within(screen.getByTestId('book-entry-2')).getByTestId('book-entry-delete'));
    fireEvent.click(await screen.findByTestId('book-delete-dialog-confirm'));
    await waitFor(() => expect(server.callsTo(`${BOOK}/delete`)[0]?.body).toEqual({ id: 2 }));
    await waitFor(() => expect(screen.queryByTestId('book-entry-2')).toBeNull());
    expect(notify.info).toHaveBeenCalledWith('Address deleted');
  });

  it('changes a label', async () => {
    const server = open({
      [`GET ${BOOK}`]: [
        () => ({ data: book([saved()]) }),
        () => ({ data: book([saved({ label: 'Savings' })]) }),
      ],
      [`POST ${BOOK}/edit`]: () => ({ data: saved({ label: 'Savings' }) }),
    });
    fireEvent.click(await screen.findByTestId('book-entry-edit'));
    type('book-label-input', '   ');
    fireEvent.click(screen.getByTestId('book-label-save'));
    expect(screen.getByRole('alert').textContent).toBe('Enter a label');
    type('book-label-input', ' Savings ');
    fireEvent.click(screen.getByTestId('book-label-save'));
    await waitFor(() =>
      expect(server.callsTo(`${BOOK}/edit`)[0]?.body).toEqual({ id: 1, label: 'Savings' }),
    );
    await waitFor(() => expect(screen.getByTestId('book-entry-label').textContent).toBe('Savings'));
  });

  it('refuses new addresses once the book is full', async () => {
    const full = { ...book([saved()]), total: 100 };
    open({ [`GET ${BOOK}`]: () => ({ data: full }) });
    expect((await screen.findByTestId('book-add')).hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('book-full').textContent).toContain('full');
  });

  it('is not offered to the demo account', async () => {
    useSession.setState({ token: 'demo', member: null, demo: true });
    const server = open({});
    expect((await screen.findByTestId('book-demo')).textContent).toContain('real account');
    expect(server.callsTo(BOOK)).toHaveLength(0);
  });
});
