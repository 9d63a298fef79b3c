import {
  ADMIN_PATHS,
  envelope,
  redPacketsConsoleQuery,
  redPacketsConsoleSchema,
} from '@exchange/contracts';
import type { AccountService } from '../account/index.js';
import type { Secured } from '../admin/index.js';
import type { PromotionsDb, RedPackets } from './redpacket.service.js';

/** The console's red packets (referral.manage): every packet with its claims, read only. */
export function registerRedPacketConsole(
  k: Secured,
  deps: { db: PromotionsDb; packets: RedPackets; accounts: Pick<AccountService, 'summaries'> },
): void {
  const { secured, query } = k;
  const { db, packets } = deps;
  secured(
    'GET',
    ADMIN_PATHS.redPackets,
    'referral.manage',
    {
      summary: 'Every red packet, newest first, with its claims',
      querystring: redPacketsConsoleQuery,
      response: { 200: envelope(redPacketsConsoleSchema) },
    },
    async (req) => {
      const input = query(req, redPacketsConsoleQuery);
      let base = db.selectFrom('red_packet');
      if (input.status) base = base.where('status', '=', input.status);
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy('id', 'desc')
          .limit(input.pageSize)
          .offset((input.pageNo - 1) * input.pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      const senders = await deps.accounts.summaries(rows.map((row) => row.sender_id));
      const list = [];
      for (const row of rows) {
        const { mine: _mine, own: _own, ...packet } = await packets.view(row, 0);
        list.push({ ...packet, senderUid: senders.get(row.sender_id)?.uid ?? '' });
      }
      return { list, total: Number(count.n), pageNo: input.pageNo, pageSize: input.pageSize };
    },
  );
}
