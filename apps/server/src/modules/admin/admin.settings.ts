import type { ConsoleSettings } from '@exchange/contracts';
import { decimal, toPlainString, type Decimal } from '@exchange/money';
import type { Kysely, Selectable } from 'kysely';
import type { Clock } from '../../lib/clock.js';
import type { Operator } from './admin.operators.js';
import type { AdminTables, ConsoleSettingTable } from './admin.tables.js';

function view(row: Selectable<ConsoleSettingTable>): ConsoleSettings {
  return {
    withdrawalCodeAboveUsdt: toPlainString(decimal(row.withdrawal_code_above_usdt)),
    updatedAt: row.updated_at?.getTime() ?? null,
  };
}

/**
 * The console's own settings, one row that operators holding
 * `config.manage` change; the route audits each change with the values
 * before and after.
 */
export function createConsoleSettings(db: Kysely<AdminTables>, clock: Clock) {
  const row = () => db.selectFrom('console_setting').selectAll().executeTakeFirstOrThrow();

  return {
    get: async (): Promise<ConsoleSettings> => view(await row()),

    /** Approving a withdrawal worth more than this (USDT) needs the operator's code. */
    async withdrawalCodeAbove(): Promise<Decimal> {
      return decimal((await row()).withdrawal_code_above_usdt);
    },

    async update(
      operator: Operator,
      change: { withdrawalCodeAboveUsdt: string },
    ): Promise<{ before: ConsoleSettings; after: ConsoleSettings }> {
      const before = view(await row());
      const after = await db
        .updateTable('console_setting')
        .set({
          withdrawal_code_above_usdt: toPlainString(decimal(change.withdrawalCodeAboveUsdt)),
          updated_by: operator.row.id,
          updated_at: new Date(clock.nowMs()),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { before, after: view(after) };
    },
  };
}

export type ConsoleSettingsService = ReturnType<typeof createConsoleSettings>;
