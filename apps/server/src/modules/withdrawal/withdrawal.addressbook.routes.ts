import {
  PATHS,
  addressBookAddBody,
  addressBookDeleteBody,
  addressBookDeletedSchema,
  addressBookEditBody,
  addressBookQuery,
  addressBookSchema,
  envelope,
  savedAddressSchema,
  whitelistBody,
  whitelistSchema,
} from '@exchange/contracts';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope.js';
import type { Api } from '../../http/types.js';
import { callerOf, session } from '../../http/user-routes.js';
import { requestContext, type UserRow } from '../account/index.js';
import type { AddressBookService } from './withdrawal.addressbook.js';

const tags = ['wallet'];

/** The address book and whitelist routes; a demo account is refused, as for withdrawals. */
export function registerAddressBookRoutes(api: Api, book: AddressBookService): void {
  const user = (req: FastifyRequest) => callerOf<UserRow>(req).user;

  api.get(
    PATHS.withdrawAddressBook,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: 'Saved withdrawal addresses (optionally one network’s) and the whitelist',
        querystring: addressBookQuery,
        response: { 200: envelope(addressBookSchema) },
      },
    },
    async (req) => ok(await book.list(user(req), req.query.chain)),
  );

  api.post(
    PATHS.withdrawAddressAdd,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary:
          'Save a withdrawal address with a label (fund password); under the whitelist it is usable after the new-address hold',
        body: addressBookAddBody,
        response: { 200: envelope(savedAddressSchema) },
      },
    },
    async (req) => ok(await book.add(user(req), req.body, requestContext(req))),
  );

  api.post(
    PATHS.withdrawAddressEdit,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: 'Change a saved address’s label',
        body: addressBookEditBody,
        response: { 200: envelope(savedAddressSchema) },
      },
    },
    async (req) => ok(await book.rename(user(req), req.body.id, req.body.label)),
  );

  api.post(
    PATHS.withdrawAddressDelete,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary: 'Delete a saved address',
        body: addressBookDeleteBody,
        response: { 200: envelope(addressBookDeletedSchema) },
      },
    },
    async (req) => ok(await book.remove(user(req), req.body.id)),
  );

  api.post(
    PATHS.withdrawWhitelist,
    {
      config: session('refuse'),
      schema: {
        tags,
        summary:
          'Switch the withdrawal whitelist (fund password): on at once, off after the new-address hold',
        body: whitelistBody,
        response: { 200: envelope(whitelistSchema) },
      },
    },
    async (req) => ok(await book.setWhitelist(user(req), req.body, requestContext(req))),
  );
}
