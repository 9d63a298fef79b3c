import {
  PAYMENT_TYPES,
  type PaymentMethod,
  type paymentMethodBody,
  type PaymentTypeInfo,
} from '@exchange/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { SecretBox } from '../../lib/secret-box.js';
import type { UserRow } from '../account/index.js';
import type { FilesService } from '../files/index.js';
import type { IdentityQuery } from '../identity/index.js';
import { acceptsQr, detailsProblem, needsBank, sameName } from './p2p.core.js';
import type { P2pTables, PaymentMethodRow } from './p2p.tables.js';

export interface PaymentDeps {
  readonly db: Kysely<P2pTables>;
  readonly clock: Clock;
  readonly box: SecretBox;
  readonly files: FilesService;
  /** The identity module's answers (a user's level and verified name), at request time. */
  readonly identity: () => IdentityQuery;
}

/**
 * A user's payment methods: how they pay or are paid outside the platform.
 * Each carries the user's verified real name (spec: P2P needs KYC, and a
 * counterparty pays only to, and from, that name); the account is sealed at
 * rest. A user holds at most the operator's cap; a deleted method is kept
 * for the orders that named it, and no longer counts.
 */
export function createPayments(deps: PaymentDeps) {
  const { db, box } = deps;
  const now = () => new Date(deps.clock.nowMs());

  const view = (row: PaymentMethodRow): PaymentMethod => ({
    id: row.id,
    type: row.type,
    realName: row.real_name,
    bankName: row.bank_name,
    account: row.account === null ? null : box.open(row.account),
    branch: row.branch,
    qrFileId: row.qr_file_id,
    enabled: row.enabled,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  });

  const owned = (userId: number) =>
    db
      .selectFrom('p2p_payment_method')
      .selectAll()
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null);

  /** The verified real name; a user without primary verification may not add one. */
  async function verifiedName(userId: number): Promise<string> {
    await deps.identity().require(userId, 'primary');
    const name = await deps.identity().realName(userId);
    if (name === null) throw new AppError('REAL_NAME_NOT_PASSED');
    return name;
  }

  return {
    /** The types offered, with what each needs and its risk class. */
    async types(): Promise<PaymentTypeInfo[]> {
      const rows = await db
        .selectFrom('p2p_payment_type')
        .selectAll()
        .where('enabled', '=', true)
        .execute();
      return PAYMENT_TYPES.flatMap((type) => {
        const row = rows.find((r) => r.type === type);
        return row
          ? [
              {
                type,
                needsBank: needsBank(type),
                acceptsQr: acceptsQr(type),
                riskClass: row.risk_class,
              },
            ]
          : [];
      });
    },

    async list(user: UserRow): Promise<PaymentMethod[]> {
      return (await owned(user.id).orderBy('id').execute()).map(view);
    },

    /**
     * Adds a method, or changes the caller's own `id`. Errors:
     * REAL_NAME_NOT_PASSED, P2P_PAYMENT_NAME_MISMATCH,
     * P2P_PAYMENT_DETAILS_INVALID (a type switched off, a bank or account
     * missing, a QR code where the type takes none, or not the caller's
     * image), P2P_PAYMENT_METHOD_NOT_FOUND, P2P_PAYMENT_METHOD_LIMIT.
     */
    async save(user: UserRow, input: z.output<typeof paymentMethodBody>): Promise<PaymentMethod> {
      const name = await verifiedName(user.id);
      if (!sameName(name, input.realName)) throw new AppError('P2P_PAYMENT_NAME_MISMATCH');
      const offered = await db
        .selectFrom('p2p_payment_type')
        .select('type')
        .where('type', '=', input.type)
        .where('enabled', '=', true)
        .executeTakeFirst();
      const problem = offered ? detailsProblem(input) : 'P2P_PAYMENT_DETAILS_INVALID';
      if (problem) throw new AppError(problem);
      if (input.qrFileId !== null) {
        const file = await deps.files.describe(input.qrFileId, user.id);
        if (!file) throw new AppError('P2P_PAYMENT_DETAILS_INVALID');
      }
      const values = {
        type: input.type,
        // Stored as verified, whatever spacing or case was typed.
        real_name: name,
        bank_name: input.bankName,
        account: input.account === null ? null : box.seal(input.account),
        branch: input.branch,
        qr_file_id: input.qrFileId,
        enabled: input.enabled,
        updated_at: now(),
      };
      if (input.id !== undefined) {
        const row = await db
          .updateTable('p2p_payment_method')
          .set(values)
          .where('id', '=', input.id)
          .where('user_id', '=', user.id)
          .where('deleted_at', 'is', null)
          .returningAll()
          .executeTakeFirst();
        if (!row) throw new AppError('P2P_PAYMENT_METHOD_NOT_FOUND');
        return view(row);
      }
      // The cap is checked under a lock on the setting row, so two adds at
      // once cannot both take the last place.
      return db.transaction().execute(async (trx) => {
        const { payment_method_cap: cap } = await trx
          .selectFrom('p2p_setting')
          .select('payment_method_cap')
          .forUpdate()
          .executeTakeFirstOrThrow();
        const { n } = await trx
          .selectFrom('p2p_payment_method')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('user_id', '=', user.id)
          .where('deleted_at', 'is', null)
          .executeTakeFirstOrThrow();
        if (Number(n) >= cap) throw new AppError('P2P_PAYMENT_METHOD_LIMIT', { limit: cap });
        const row = await trx
          .insertInto('p2p_payment_method')
          .values({ ...values, user_id: user.id, created_at: now() })
          .returningAll()
          .executeTakeFirstOrThrow();
        return view(row);
      });
    },

    /** Errors: P2P_PAYMENT_METHOD_NOT_FOUND (also when it is someone else's). */
    async remove(user: UserRow, id: number): Promise<void> {
      const result = await db
        .updateTable('p2p_payment_method')
        .set({ deleted_at: now(), updated_at: now() })
        .where('id', '=', id)
        .where('user_id', '=', user.id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (result.numUpdatedRows === 0n) throw new AppError('P2P_PAYMENT_METHOD_NOT_FOUND');
    },
  };
}

export type Payments = ReturnType<typeof createPayments>;
