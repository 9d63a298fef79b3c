import {
  CHANGE_TYPES,
  STATEMENT_PRODUCTS,
  USER_WALLETS,
  type ChangeType,
  type StatementProduct,
  type UserWalletName,
} from '@exchange/contracts';
import { normaliseSymbol } from '../../state/settings';

/** Route query values, checked: anything unknown reads as "not given". */

export function walletParam(raw: string | null): UserWalletName | undefined {
  return USER_WALLETS.find((wallet) => wallet === raw);
}

export function changeTypeParam(raw: string | null): ChangeType | undefined {
  return CHANGE_TYPES.find((type) => type === raw);
}

export function productParam(raw: string | null): StatementProduct | undefined {
  return STATEMENT_PRODUCTS.find((product) => product === raw);
}

export function symbolParam(raw: string | null): string | undefined {
  return normaliseSymbol(raw ?? undefined) ?? undefined;
}

/** `path` with the given query values; empty ones are left out. */
export function withQuery(path: string, values: Readonly<Record<string, string | undefined>>) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}
