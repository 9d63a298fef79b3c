/**
 * English texts of earn products: fixed-term funds and pool lock-ups,
 * their funding accounts, daily rates and payouts.
 */
export const enEarn = {
  'adjustments.earnFundNote':
    'A top-up moves money from manual custody into the earn treasury of that coin (earn:treasury), from which products are funded. A second operator must approve it.',
} as const;
