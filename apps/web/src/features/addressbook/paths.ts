import { withQuery } from '../wallet/params';

/** The withdrawal address book: ours, beside the spec's withdrawal screens. */
export const ADDRESS_BOOK_PATH = '/withdraw/addressBook';

/**
 * The address book, opened for a coin (its networks are offered first when
 * adding) and a network (shown first); both optional.
 */
export const addressBookPath = (values: { symbol?: string; chain?: string } = {}) =>
  withQuery(ADDRESS_BOOK_PATH, values);
