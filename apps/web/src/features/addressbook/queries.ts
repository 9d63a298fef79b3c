import { PATHS, addressBookSchema } from '@exchange/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { useSession } from '../../state/session';
import { accountKeys } from '../account/queries';

/** Under `account`: one user's addresses never show to the next. */
export const addressBookKeys = {
  all: () => [...accountKeys.all(), 'addressBook'] as const,
};

/** The real account only: the server refuses a demo session, as it does withdrawals. */
export function useAddressBookEnabled(): boolean {
  return useSession((state) => state.token !== null && !state.demo);
}

/** Every saved address and the whitelist; screens filter by network themselves. */
export function useAddressBook(enabled = true) {
  const allowed = useAddressBookEnabled();
  return useQuery({
    enabled: allowed && enabled,
    queryKey: addressBookKeys.all(),
    queryFn: ({ signal }) =>
      api.get(PATHS.withdrawAddressBook, addressBookSchema, { signal, spinner: false }),
  });
}
