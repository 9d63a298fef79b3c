import {
  PATHS,
  addressBookDeletedSchema,
  savedAddressSchema,
  whitelistSchema,
  type AddressBookAddBody,
  type AddressBookEditBody,
  type WhitelistBody,
} from '@exchange/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { fundingKeys } from '../funding/queries';
import { addressBookKeys } from './queries';

/**
 * After any change the book is read again, and so is the withdrawal form's
 * address check, which says whether an address is saved and usable.
 */
function refresh(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: addressBookKeys.all() });
  void queryClient.invalidateQueries({ queryKey: [...fundingKeys.all(), 'address-check'] });
}

function useBookWrite<B, R>(run: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => refresh(queryClient),
    // A refusal may mean the list is behind (deleted on another device): read it again.
    onError: () => void queryClient.invalidateQueries({ queryKey: addressBookKeys.all() }),
  });
}

export const useAddAddress = () =>
  useBookWrite((body: AddressBookAddBody) =>
    api.post(PATHS.withdrawAddressAdd, savedAddressSchema, { body }),
  );

export const useEditAddress = () =>
  useBookWrite((body: AddressBookEditBody) =>
    api.post(PATHS.withdrawAddressEdit, savedAddressSchema, { body }),
  );

export const useDeleteAddress = () =>
  useBookWrite((id: number) =>
    api.post(PATHS.withdrawAddressDelete, addressBookDeletedSchema, { body: { id } }),
  );

export const useSetWhitelist = () =>
  useBookWrite((body: WhitelistBody) =>
    api.post(PATHS.withdrawWhitelist, whitelistSchema, { body }),
  );
