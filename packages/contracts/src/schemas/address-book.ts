import { z } from 'zod';
import { fundPassword } from './account.js';
import { id } from './fields.js';

/**
 * The withdrawal address book: addresses a user saves with a label, per
 * network (the network as a withdrawal names it: TRC20, ERC20, BTC, ...),
 * and the whitelist switch. With the whitelist on, withdrawals go only to
 * saved addresses that are usable; an address saved while it is on becomes
 * usable after the new-address hold (`holdHours`), one saved while it is
 * off at once. Switching the whitelist on takes effect at once; switching
 * it off only after the same hold, so whoever has the account and its fund
 * password cannot lift it and withdraw in the same minute.
 */

/** Most addresses one user may save, across all networks. */
export const ADDRESS_BOOK_MAX = 100;
/** A label's length, in characters after trimming. */
export const ADDRESS_LABEL_MAX = 40;

/** A network name such as TRC20 or ERC20, in any case. */
const network = () =>
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9_]{2,16}$/, { error: 'ADDRESS_BOOK_NETWORK' });

const label = () => z.string().trim().min(1, { error: 'FIELD_REQUIRED' }).max(ADDRESS_LABEL_MAX);

/** The whitelist as it stands for the user now. */
export const whitelistSchema = z.object({
  /** What the user chose last. */
  enabled: z.boolean(),
  /** Whether withdrawals are held to the address book now (also while a switch-off waits). */
  enforced: z.boolean(),
  /** Switched off but still enforced until then (ISO time); null otherwise. */
  enforcedUntil: z.string().nullable(),
  /** How long an address saved while the whitelist is enforced waits, and a switch-off waits. */
  holdHours: z.number(),
});
export type Whitelist = z.infer<typeof whitelistSchema>;

export const savedAddressSchema = z.object({
  id: z.number().int(),
  chain: z.string(),
  address: z.string(),
  label: z.string(),
  createdAt: z.string(),
  /** From then on a withdrawal may use it while the whitelist is on. */
  usableAt: z.string(),
  /** usableAt has passed (by the server's clock). */
  usable: z.boolean(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/** `GET /asset/withdraw/address-book`: optionally one network's addresses. */
export const addressBookQuery = z.object({ chain: network().optional() });

export const addressBookSchema = z.object({
  whitelist: whitelistSchema,
  /** Ordered by network, then oldest first. */
  addresses: z.array(savedAddressSchema),
  /** All the user's saved addresses, whatever the filter: how near the limit they are. */
  total: z.number().int(),
  max: z.number().int(),
});
export type AddressBook = z.infer<typeof addressBookSchema>;

/** `POST /asset/withdraw/address-book/add`. */
export const addressBookAddBody = z.object({
  chain: network(),
  address: z
    .string()
    .trim()
    .min(20, { error: 'WITHDRAW_ADDRESS_INVALID' })
    .max(120, { error: 'WITHDRAW_ADDRESS_INVALID' }),
  label: label(),
  fundPassword: fundPassword(),
});
export type AddressBookAddBody = z.input<typeof addressBookAddBody>;

/** `POST /asset/withdraw/address-book/edit`: a new label; the address itself never changes. */
export const addressBookEditBody = z.object({ id: id(), label: label() });
export type AddressBookEditBody = z.input<typeof addressBookEditBody>;

/** `POST /asset/withdraw/address-book/delete`. */
export const addressBookDeleteBody = z.object({ id: id() });
export const addressBookDeletedSchema = z.object({ id: z.number().int() });

/** `POST /asset/withdraw/whitelist`: on at once, off after the hold; the fund password either way. */
export const whitelistBody = z.object({
  enabled: z.boolean(),
  fundPassword: fundPassword(),
});
export type WhitelistBody = z.input<typeof whitelistBody>;

/** What the address check says of an address in the book. */
export const savedAddressCheckSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  usableAt: z.string(),
  usable: z.boolean(),
});
