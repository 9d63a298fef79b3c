import {
  ADMIN_PATHS,
  PAYMENT_TYPES,
  envelope,
  p2pPaymentTypesSchema,
  p2pSettingsPatch,
  p2pSettingsSchema,
} from '@exchange/contracts';
import type { Kysely } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { Secured } from '../admin/index.js';
import type { P2pTables } from './p2p.tables.js';

/**
 * The console's P2P configuration (permission config.manage): each payment
 * type's chargeback-risk class and whether it is offered, and how many
 * payment methods a user may hold. Each change is audited in its own
 * transaction.
 */
export function registerP2pConsole(k: Secured, db: Kysely<P2pTables>): void {
  const { secured, body } = k;

  const types = async () => {
    const rows = await db.selectFrom('p2p_payment_type').selectAll().execute();
    return {
      types: PAYMENT_TYPES.flatMap((type) => {
        const row = rows.find((r) => r.type === type);
        return row ? [{ type, riskClass: row.risk_class, enabled: row.enabled }] : [];
      }),
    };
  };
  const settings = async () => {
    const row = await db.selectFrom('p2p_setting').selectAll().executeTakeFirstOrThrow();
    return {
      paymentMethodCap: row.payment_method_cap,
      adLimit: row.ad_limit,
      openOrderLimit: row.open_order_limit,
      cancelLimit: row.cancel_limit,
      releaseMinutes: row.release_minutes,
    };
  };
  const typesReply = { response: { 200: envelope(p2pPaymentTypesSchema) } };
  const settingsReply = { response: { 200: envelope(p2pSettingsSchema) } };

  secured(
    'GET',
    ADMIN_PATHS.p2pPaymentTypes,
    'config.manage',
    {
      summary: 'Each P2P payment type’s chargeback-risk class and whether it is offered',
      ...typesReply,
    },
    types,
  );
  secured(
    'POST',
    ADMIN_PATHS.p2pPaymentTypes,
    'config.manage',
    {
      summary: 'Set every payment type’s risk class and whether it is offered',
      body: p2pPaymentTypesSchema,
      ...typesReply,
    },
    async (req, _operator, within) => {
      const input = body(req, p2pPaymentTypesSchema);
      if (new Set(input.types.map((t) => t.type)).size !== PAYMENT_TYPES.length)
        throw new AppError('PARAM_INVALID');
      await db.transaction().execute(async (trx) => {
        for (const t of input.types)
          await trx
            .updateTable('p2p_payment_type')
            .set({ risk_class: t.riskClass, enabled: t.enabled })
            .where('type', '=', t.type)
            .execute();
        await within(trx as unknown as Kysely<unknown>);
      });
      return types();
    },
    {
      action: 'p2p.payment_types',
      of: (req) => ({
        target: 'p2p:payment-types',
        detail: { types: body(req, p2pPaymentTypesSchema).types },
      }),
    },
  );
  secured(
    'GET',
    ADMIN_PATHS.p2pSettings,
    'config.manage',
    {
      summary:
        'P2P settings: payment methods per user, ads per merchant, open orders per taker, cancellations a day, the release window',
      ...settingsReply,
    },
    settings,
  );
  secured(
    'POST',
    ADMIN_PATHS.p2pSettings,
    'config.manage',
    { summary: 'Change some of the P2P settings', body: p2pSettingsPatch, ...settingsReply },
    async (req, _operator, within) => {
      const input = body(req, p2pSettingsPatch);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('p2p_setting')
          .set({
            payment_method_cap: input.paymentMethodCap,
            ad_limit: input.adLimit,
            open_order_limit: input.openOrderLimit,
            cancel_limit: input.cancelLimit,
            release_minutes: input.releaseMinutes,
          })
          .execute();
        await within(trx as unknown as Kysely<unknown>);
      });
      return settings();
    },
    {
      action: 'p2p.settings',
      of: (req) => ({ target: 'p2p:settings', detail: { ...body(req, p2pSettingsPatch) } }),
    },
  );
}
