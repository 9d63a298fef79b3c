/** The reply of GET /wallet/withdraw/walletWithdrawEnable (contracts `withdrawEnableSchema`). */
export interface WithdrawReadiness {
  enabled: boolean;
  fundPasswordSet: boolean;
  googleBound: boolean;
  emailBound: boolean;
  phoneBound: boolean;
}

/**
 * Spec section 5: withdrawing needs a fund password, and a bound
 * authenticator or both a bound email and phone. The server decides
 * (`enabled`); this only says which part is missing, to explain it.
 */
export function missingForWithdrawal(readiness: WithdrawReadiness): {
  fundPassword: boolean;
  secondFactor: boolean;
} {
  return {
    fundPassword: !readiness.fundPasswordSet,
    secondFactor: !(readiness.googleBound || (readiness.emailBound && readiness.phoneBound)),
  };
}
