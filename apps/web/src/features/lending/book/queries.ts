import { loanBookSchema, PATHS } from '@exchange/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api';

/**
 * The loan book is public and the same for everyone, so its key sits
 * outside `account`: a logout or login has nothing of a user's to drop.
 */
export const loanBookKeys = {
  all: () => ['loanBook'] as const,
};

/** Figures move with loans and prices: read again this often while the page is open. */
export const LOAN_BOOK_POLL_MS = 60_000;

/** The public loan book: pools, open loans by pledge ratio, the last 30 days and recent payouts. */
export function useLoanBook() {
  return useQuery({
    queryKey: loanBookKeys.all(),
    queryFn: ({ signal }) => api.get(PATHS.loanBook, loanBookSchema, { signal, spinner: false }),
    refetchInterval: LOAN_BOOK_POLL_MS,
  });
}
