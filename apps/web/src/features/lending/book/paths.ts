/** The public loan book: ours, like the other lending paths. */
export const LOAN_BOOK_PATH = '/lending/book';
