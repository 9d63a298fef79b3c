import {
  ADDRESS_BOOK_MAX,
  ERRORS,
  type AddressBook,
  type SavedAddress,
  type Whitelist,
  type WithdrawAddressCheck,
  type Withdrawal,
} from '@exchange/contracts';
import bs58check from 'bs58check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reply } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { TRON_ADDRESS, withdrawers } from '../../test/withdrawals.js';
import type { UserRow } from '../account/index.js';
import { checkLedger, createLedger } from '../ledger/index.js';
import { checkWithdrawals } from './withdrawal.check.js';
import { NEW_ADDRESS_HOLD_MS } from './withdrawal.service.js';

const code = (key: keyof typeof ERRORS) => ERRORS[key].code;
const HOUR_MS = 3_600_000;
/** EIP-55's own example: a mixed-case (checksummed) EVM address. */
const EVM_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  expect(await checkLedger(t.database.db, [() => checkWithdrawals(t.database.db)])).toEqual([]);
  await t.close();
});

const { ready, stepUp, body } = withdrawers(() => t);
type User = Awaited<ReturnType<typeof ready>>;

/** A valid TRON address of its own for each `n` (base58check of 0x41 and 20 bytes). */
function tron(n: number): string {
  const payload = new Uint8Array(21);
  payload[0] = 0x41;
  new DataView(payload.buffer).setUint32(17, n);
  return bs58check.encode(payload);
}

const book = async (s: User, chain?: string) =>
  reply<AddressBook>(
    await t.get('/uc/asset/withdraw/address-book', chain ? { chain } : {}, { token: s.token }),
  );
const add = async (s: User, extra: Record<string, string> = {}) =>
  reply<SavedAddress>(
    await t.post(
      '/uc/asset/withdraw/address-book/add',
      {
        chain: 'TRC20',
        address: TRON_ADDRESS,
        label: 'Cold wallet',
        fundPassword: '123456',
        ...extra,
      },
      { token: s.token },
    ),
  );
const edit = async (s: User, id: number, label: string) =>
  reply<SavedAddress>(
    await t.post('/uc/asset/withdraw/address-book/edit', { id, label }, { token: s.token }),
  );
const remove = async (s: User, id: number) =>
  reply<{ id: number }>(
    await t.post('/uc/asset/withdraw/address-book/delete', { id }, { token: s.token }),
  );
const whitelist = async (s: User, enabled: boolean, fundPassword = '123456') =>
  reply<Whitelist>(
    await t.post('/uc/asset/withdraw/whitelist', { enabled, fundPassword }, { token: s.token }),
  );
const withdraw = async (s: User, extra: Record<string, string> = {}) =>
  reply<Withdrawal>(
    await t.post('/uc/asset/withdraw/apply', body(await stepUp(s), extra), { token: s.token }),
  );
const check = async (s: User, address: string, chain = 'TRC20') =>
  reply<WithdrawAddressCheck>(
    await t.get(
      '/uc/asset/withdraw/address-check',
      { symbol: 'USDT', chain, address },
      { token: s.token },
    ),
  ).data;
const balance = (s: User) =>
  createLedger(t.database.db, t.clock).balance({
    userId: s.member.id,
    wallet: 'spot',
    asset: 'USDT',
  });
const withdrawalCount = async (s: User) =>
  Number(
    (
      await sql<{
        n: string;
      }>`select count(*) as n from withdrawal where user_id = ${s.member.id}`.execute(t.database.db)
    ).rows[0]?.n,
  );

describe('the address book', () => {
  it('adds, lists (all or one network), relabels and deletes', async () => {
    const s = await ready();
    const empty = await book(s);
    expect(empty.code, empty.message).toBe(0);
    expect(empty.data).toEqual({
      whitelist: { enabled: false, enforced: false, enforcedUntil: null, holdHours: 24 },
      addresses: [],
      total: 0,
      max: ADDRESS_BOOK_MAX,
    });
    const tronEntry = await add(s, { label: '  Cold wallet  ', chain: 'trc20' });
    expect(tronEntry.code, tronEntry.message).toBe(0);
    // Trimmed, the network in upper case, and usable at once: the whitelist is off.
    expect(tronEntry.data).toMatchObject({
      chain: 'TRC20',
      address: TRON_ADDRESS,
      label: 'Cold wallet',
      usable: true,
    });
    expect(tronEntry.data.usableAt).toBe(tronEntry.data.createdAt);
    const evmEntry = await add(s, { chain: 'ERC20', address: EVM_ADDRESS, label: 'Ledger' });
    expect(evmEntry.code, evmEntry.message).toBe(0);

    const all = (await book(s)).data;
    expect(all.addresses.map((a) => [a.chain, a.label])).toEqual([
      ['ERC20', 'Ledger'],
      ['TRC20', 'Cold wallet'],
    ]);
    expect(all.total).toBe(2);
    const erc = (await book(s, 'erc20')).data;
    expect(erc.addresses.map((a) => a.address)).toEqual([EVM_ADDRESS]);
    expect(erc.total).toBe(2);

    const renamed = await edit(s, evmEntry.data.id, ' Hardware ');
    expect(renamed.code, renamed.message).toBe(0);
    expect(renamed.data).toMatchObject({ id: evmEntry.data.id, label: 'Hardware' });
    expect((await remove(s, tronEntry.data.id)).data).toEqual({ id: tronEntry.data.id });
    expect((await book(s)).data.addresses.map((a) => [a.chain, a.label])).toEqual([
      ['ERC20', 'Hardware'],
    ]);
    // Deleted once; a second delete finds nothing.
    expect((await remove(s, tronEntry.data.id)).code).toBe(code('ADDRESS_BOOK_NOT_FOUND'));
  });

  it('refuses what a withdrawal would refuse, and bad labels, changing nothing', async () => {
    const s = await ready();
    const refused = async (extra: Record<string, string>, key: keyof typeof ERRORS) => {
      const res = await add(s, extra);
      expect(res.code, `${JSON.stringify(extra)}: ${res.message}`).toBe(code(key));
    };
    // A TRON address on an EVM network, an EVM one on TRON, and nonsense.
    await refused({ chain: 'ERC20' }, 'WITHDRAW_ADDRESS_INVALID');
    await refused({ address: EVM_ADDRESS }, 'WITHDRAW_ADDRESS_INVALID');
    await refused({ address: `${TRON_ADDRESS.slice(0, -1)}x` }, 'WITHDRAW_ADDRESS_INVALID');
    await refused({ address: 'short' }, 'WITHDRAW_ADDRESS_INVALID');
    // No such network; a network nothing can be withdrawn on.
    await refused({ chain: 'NOPE' }, 'ADDRESS_BOOK_NETWORK');
    await refused(
      { chain: 'LTC', address: 'LQTpS3VaYTjCr4s9Y1t5zbeY26zevf7Fb3' },
      'ADDRESS_BOOK_NETWORK',
    );
    await refused({ chain: 'not a network' }, 'ADDRESS_BOOK_NETWORK');
    await refused({ label: '   ' }, 'FIELD_REQUIRED');
    await refused({ label: 'x'.repeat(41) }, 'FIELD_TOO_LONG');
    await refused({ fundPassword: '12345' }, 'FUND_PASSWORD_FORMAT');
    expect((await book(s)).data.addresses).toEqual([]);

    // 40 characters after trimming is the most.
    const longest = await add(s, { label: ` ${'x'.repeat(40)} ` });
    expect(longest.code, longest.message).toBe(0);
    expect(longest.data.label).toBe('x'.repeat(40));
    expect((await edit(s, longest.data.id, '  ')).code).toBe(code('FIELD_REQUIRED'));
    expect((await edit(s, longest.data.id, 'y'.repeat(41))).code).toBe(code('FIELD_TOO_LONG'));
    expect((await book(s)).data.addresses.map((a) => a.label)).toEqual(['x'.repeat(40)]);
  });

  it('refuses a duplicate on the same network, in any letter case for EVM, but not on another network', async () => {
    const s = await ready();
    expect((await add(s)).code).toBe(0);
    expect((await add(s, { label: 'Again' })).code).toBe(code('ADDRESS_BOOK_DUPLICATE'));
    expect((await add(s, { chain: 'ERC20', address: EVM_ADDRESS })).code).toBe(0);
    for (const spelling of [EVM_ADDRESS.toLowerCase(), `0x${EVM_ADDRESS.slice(2).toUpperCase()}`]) {
      const res = await add(s, { chain: 'ERC20', address: spelling });
      expect(res.code, spelling).toBe(code('ADDRESS_BOOK_DUPLICATE'));
    }
    // The same account on Ethereum's own network is another entry.
    expect((await add(s, { chain: 'ETH', address: EVM_ADDRESS.toLowerCase() })).code).toBe(0);
    // TRON addresses are case-sensitive: a case change is another (here invalid) address.
    expect((await add(s, { address: TRON_ADDRESS.toLowerCase() })).code).toBe(
      code('WITHDRAW_ADDRESS_INVALID'),
    );
    expect((await book(s)).data.total).toBe(3);
  });

  it(`holds at most ${ADDRESS_BOOK_MAX} addresses`, async () => {
    const s = await ready();
    const { db } = t.database;
    const now = new Date(t.clock.nowMs());
    for (let n = 1; n < ADDRESS_BOOK_MAX; n += 1) {
      await sql`insert into withdrawal_address_book (user_id, chain, address, label, created_at, usable_at)
        values (${s.member.id}, 'TRC20', ${tron(n)}, ${`No. ${n}`}, ${now}, ${now})`.execute(db);
    }
    const last = await add(s);
    expect(last.code, last.message).toBe(0);
    const over = await add(s, { address: tron(ADDRESS_BOOK_MAX + 1) });
    expect(over.code).toBe(code('ADDRESS_BOOK_FULL'));
    expect(over.message).toContain(String(ADDRESS_BOOK_MAX));
    expect((await book(s)).data.total).toBe(ADDRESS_BOOK_MAX);
    // Deleting one makes room again.
    expect((await remove(s, last.data.id)).code).toBe(0);
    expect((await add(s, { address: tron(ADDRESS_BOOK_MAX + 1) })).code).toBe(0);
  });

  it('changes nothing on a wrong fund password', async () => {
    const s = await ready();
    expect((await add(s, { fundPassword: '000000' })).code).toBe(code('FUND_PASSWORD_WRONG'));
    expect((await whitelist(s, true, '000000')).code).toBe(code('FUND_PASSWORD_WRONG'));
    const after = (await book(s)).data;
    expect(after.addresses).toEqual([]);
    expect(after.whitelist.enabled).toBe(false);
    // Switching off, too, needs it.
    expect((await whitelist(s, true)).code).toBe(0);
    expect((await whitelist(s, false, '000000')).code).toBe(code('FUND_PASSWORD_WRONG'));
    expect((await book(s)).data.whitelist).toMatchObject({ enabled: true, enforcedUntil: null });
  });

  it('keeps one user’s addresses from every other user', async () => {
    const owner = await ready();
    const other = await ready();
    const mine = (await add(owner)).data;
    expect((await book(other)).data).toMatchObject({ addresses: [], total: 0 });
    expect((await edit(other, mine.id, 'Mine now')).code).toBe(code('ADDRESS_BOOK_NOT_FOUND'));
    expect((await remove(other, mine.id)).code).toBe(code('ADDRESS_BOOK_NOT_FOUND'));
    expect((await book(owner)).data.addresses).toEqual([mine]);
    // The other user may save the same address for themselves.
    expect((await add(other)).code).toBe(0);
  });

  it('refuses a demo account', async () => {
    const s = await ready();
    const entered = reply<{ token: string }>(
      await t.post('/uc/demo/enter', {}, { token: s.token }),
    );
    expect(entered.code, entered.message).toBe(0);
    const demo = { ...s, token: entered.data.token };
    expect((await book(demo)).code).toBe(code('DEMO_RESTRICTED'));
    expect((await add(demo)).code).toBe(code('DEMO_RESTRICTED'));
    expect((await whitelist(demo, true)).code).toBe(code('DEMO_RESTRICTED'));
    expect((await remove(demo, 1)).code).toBe(code('DEMO_RESTRICTED'));
    // The service refuses a demo user too, whichever route reaches it.
    const row = await sql<UserRow>`select * from app_user where id = ${s.member.id}`.execute(
      t.database.db,
    );
    const user = { ...(row.rows[0] as UserRow), is_demo: true };
    await expect(t.app.withdrawals.addressBook.list(user)).rejects.toMatchObject({
      code: code('DEMO_RESTRICTED'),
    });
    await expect(t.app.withdrawals.addressBook.remove(user, 1)).rejects.toMatchObject({
      code: code('DEMO_RESTRICTED'),
    });
    expect((await book(s)).data.addresses).toEqual([]);
  });
});

describe('the whitelist', () => {
  it('refuses an unsaved address, and a just-saved one until the hold has passed, before freezing anything', async () => {
    const s = await ready();
    const on = await whitelist(s, true);
    expect(on.code, on.message).toBe(0);
    expect(on.data).toMatchObject({ enabled: true, enforced: true, enforcedUntil: null });

    const unsaved = await withdraw(s);
    expect(unsaved.code, unsaved.message).toBe(code('WITHDRAW_ADDRESS_NOT_SAVED'));
    expect(await balance(s)).toEqual({ available: '100', frozen: '0', locked: '0' });
    expect(await withdrawalCount(s)).toBe(0);
    expect(await check(s, TRON_ADDRESS)).toMatchObject({ saved: null, whitelist: true });

    const saved = await add(s);
    expect(saved.code, saved.message).toBe(0);
    const savedAt = Date.parse(saved.data.createdAt);
    expect(Date.parse(saved.data.usableAt)).toBe(savedAt + NEW_ADDRESS_HOLD_MS);
    expect(saved.data.usable).toBe(false);
    expect(await check(s, TRON_ADDRESS)).toMatchObject({
      saved: { id: saved.data.id, label: 'Cold wallet', usable: false },
      whitelist: true,
    });

    const early = await withdraw(s);
    expect(early.code).toBe(code('WITHDRAW_ADDRESS_NOT_YET_USABLE'));
    expect(early.message).toContain(saved.data.usableAt.slice(0, 16).replace('T', ' '));
    // A minute short of the hold (the step-up moves the clock by one): still refused.
    t.clock.set(savedAt + NEW_ADDRESS_HOLD_MS - 2 * 61_000);
    expect((await withdraw(s)).code).toBe(code('WITHDRAW_ADDRESS_NOT_YET_USABLE'));
    expect(await balance(s)).toEqual({ available: '100', frozen: '0', locked: '0' });
    expect(await withdrawalCount(s)).toBe(0);

    t.clock.set(savedAt + NEW_ADDRESS_HOLD_MS);
    expect((await check(s, TRON_ADDRESS)).saved?.usable).toBe(true);
    const accepted = await withdraw(s);
    expect(accepted.code, accepted.message).toBe(0);
    // The first withdrawal to an address is still held 24 h: the whitelist does not replace that rule.
    expect(accepted.data.holdUntil).not.toBeNull();
    expect(await balance(s)).toEqual({ available: '50', frozen: '50', locked: '0' });
    await t.app.withdrawals.reject(accepted.data.id, 'test over');

    // A deleted address is refused again.
    expect((await remove(s, saved.data.id)).code).toBe(0);
    expect((await withdraw(s, { amount: '10' })).code).toBe(code('WITHDRAW_ADDRESS_NOT_SAVED'));
  });

  it('matches a saved EVM address in any letter case, on its own network only', async () => {
    const s = await ready();
    expect((await add(s, { chain: 'ERC20', address: EVM_ADDRESS.toLowerCase() })).code).toBe(0);
    expect((await whitelist(s, true)).code).toBe(0);
    expect((await check(s, EVM_ADDRESS, 'ERC20')).saved?.usable).toBe(true);
    const res = await withdraw(s, { chain: 'ERC20', address: EVM_ADDRESS, amount: '20' });
    expect(res.code, res.message).toBe(0);
    await t.app.withdrawals.reject(res.data.id, 'test over');
    // Saved for ERC20, not for TRC20.
    expect((await withdraw(s, { amount: '20' })).code).toBe(code('WITHDRAW_ADDRESS_NOT_SAVED'));
  });

  it('leaves withdrawals as they were while it is off', async () => {
    const s = await ready();
    expect((await check(s, TRON_ADDRESS)).whitelist).toBe(false);
    const res = await withdraw(s);
    expect(res.code, res.message).toBe(0);
    expect(res.data.holdUntil).not.toBeNull();
    await t.app.withdrawals.reject(res.data.id, 'test over');
  });

  it('lets an address saved while it was off be used at once when it is turned on', async () => {
    const s = await ready();
    const saved = await add(s);
    expect(saved.data.usable).toBe(true);
    expect((await whitelist(s, true)).code).toBe(0);
    expect((await book(s)).data.addresses[0]?.usable).toBe(true);
    const res = await withdraw(s);
    expect(res.code, res.message).toBe(0);
    await t.app.withdrawals.reject(res.data.id, 'test over');
    // Another address is still refused.
    expect((await withdraw(s, { address: tron(7) })).code).toBe(code('WITHDRAW_ADDRESS_NOT_SAVED'));
  });

  it('switches off only after the hold, enforced meanwhile; switching on again cancels that', async () => {
    const s = await ready();
    expect((await whitelist(s, true)).code).toBe(0);
    const off = await whitelist(s, false);
    expect(off.code, off.message).toBe(0);
    const until = Date.parse(off.data.enforcedUntil ?? '');
    expect(until).toBe(t.clock.nowMs() + NEW_ADDRESS_HOLD_MS);
    expect(off.data).toMatchObject({ enabled: false, enforced: true });
    // Asking again neither shortens nor extends the wait.
    t.clock.advance(HOUR_MS);
    expect((await whitelist(s, false)).data.enforcedUntil).toBe(off.data.enforcedUntil);
    // An address saved while a switch-off waits waits too.
    const saved = await add(s, { address: tron(11) });
    expect(saved.data.usable).toBe(false);
    expect((await withdraw(s)).code).toBe(code('WITHDRAW_ADDRESS_NOT_SAVED'));

    // On again: the switch-off is forgotten, and a new one waits its full hold.
    expect((await whitelist(s, true)).data).toMatchObject({ enabled: true, enforcedUntil: null });
    const again = await whitelist(s, false);
    expect(Date.parse(again.data.enforcedUntil ?? '')).toBe(t.clock.nowMs() + NEW_ADDRESS_HOLD_MS);

    t.clock.set(Date.parse(again.data.enforcedUntil ?? '') + 1000);
    expect((await book(s)).data.whitelist).toMatchObject({
      enabled: false,
      enforced: false,
      enforcedUntil: null,
    });
    const res = await withdraw(s);
    expect(res.code, res.message).toBe(0);
    await t.app.withdrawals.reject(res.data.id, 'test over');
  });
});
