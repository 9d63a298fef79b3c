import {
  ADMIN_PATHS,
  PAYMENT_TYPES,
  envelope,
  p2pPaymentTypesSchema,
  p2pSettingsPatch,
  p2pSettingsSchema,
  p2pRiskClassesSchema,
  RISK_CLASSES,
  consoleAdsQuery,
  consoleAdsSchema,
  consoleDelistBody,
  consoleMerchantsSchema,
  myAdSchema,
  id,
} from '@exchange/contracts';
import { decimal, toPlainString } from '@exchange/money';
import { z } from 'zod';
import type { Kysely } from 'kysely';
import { AppError } from '../../http/app-error.js';
import type { Secured } from '../admin/index.js';
import type { Ads } from './p2p.ads.js';
import type { P2pTables } from './p2p.tables.js';

const idParams = z.object({ id: id() });

/**
 * The console's P2P configuration (permission config.manage): each payment
 * type's chargeback-risk class and whether it is offered, and how many
 * payment methods a user may hold. Each change is audited in its own
 * transaction.
 */
export function registerP2pConsole(k: Secured, db: Kysely<P2pTables>, ads: Ads): void {
  const { secured, body, params, query } = k;

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
      appealSecondUsd: toPlainString(decimal(row.appeal_second_usd)),
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
            appeal_second_usd: input.appealSecondUsd,
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

  const riskClasses = async () => ({
    classes: (
      await db.selectFrom('p2p_risk_class').selectAll().orderBy('risk_class').execute()
    ).map((row) => ({
      riskClass: row.risk_class,
      firstTradeCapUsd: toPlainString(decimal(row.first_trade_cap_usd)),
      withdrawHoldHours: row.withdraw_hold_hours,
    })),
  });
  const riskReply = { response: { 200: envelope(p2pRiskClassesSchema) } };
  secured(
    'GET',
    ADMIN_PATHS.p2pRiskClasses,
    'config.manage',
    {
      summary:
        'Per chargeback-risk class: a first trade’s cap (USD) and the withdrawal hold on P2P-bought coins',
      ...riskReply,
    },
    riskClasses,
  );
  secured(
    'POST',
    ADMIN_PATHS.p2pRiskClasses,
    'config.manage',
    { summary: 'Set all four risk classes', body: p2pRiskClassesSchema, ...riskReply },
    async (req, _operator, within) => {
      const input = body(req, p2pRiskClassesSchema);
      if (new Set(input.classes.map((c) => c.riskClass)).size !== RISK_CLASSES.length)
        throw new AppError('PARAM_INVALID');
      await db.transaction().execute(async (trx) => {
        for (const c of input.classes)
          await trx
            .updateTable('p2p_risk_class')
            .set({
              first_trade_cap_usd: c.firstTradeCapUsd,
              withdraw_hold_hours: c.withdrawHoldHours,
            })
            .where('risk_class', '=', c.riskClass)
            .execute();
        await within(trx as unknown as Kysely<unknown>);
      });
      return riskClasses();
    },
    {
      action: 'p2p.risk_classes',
      of: (req) => ({
        target: 'p2p:risk-classes',
        detail: { classes: body(req, p2pRiskClassesSchema).classes },
      }),
    },
  );
  secured(
    'GET',
    ADMIN_PATHS.p2pAds,
    'p2p.arbitrate',
    {
      summary: 'Every owner’s ads, by status or owner, newest first',
      querystring: consoleAdsQuery,
      response: { 200: envelope(consoleAdsSchema) },
    },
    (req) => ads.all(query(req, consoleAdsQuery)),
  );
  secured(
    'POST',
    ADMIN_PATHS.p2pAdDelist,
    'p2p.arbitrate',
    {
      summary: 'Take a listed ad off the market, with the reason (its open orders go on)',
      params: idParams,
      body: consoleDelistBody,
      response: { 200: envelope(myAdSchema) },
    },
    (req) => ads.operatorDelist(params(req).id),
    {
      action: 'p2p.ad_delist',
      of: (req) => ({
        target: `p2p-ad:${params(req).id}`,
        detail: { reason: body(req, consoleDelistBody).reason },
      }),
    },
  );
  secured(
    'GET',
    ADMIN_PATHS.p2pMerchants,
    'p2p.arbitrate',
    {
      summary: 'Advertisers with their ads, open orders and appeals, and 30-day figures',
      response: { 200: envelope(consoleMerchantsSchema) },
    },
    () => ads.merchants(),
  );
}
