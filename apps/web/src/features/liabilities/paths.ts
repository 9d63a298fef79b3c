/** The proof-of-liabilities page (public), apart from its queries so entries do not load them. */
export const LIABILITIES_PATH = '/proofOfLiabilities';
