import {
  ADMIN_PATHS,
  appealCaseSchema,
  appealDecisionBody,
  appealDecisionReplySchema,
  appealFileParams,
  appealMessageBody,
  appealQueueQuery,
  appealQueueSchema,
  envelope,
  id,
} from '@exchange/contracts';
import { z } from 'zod';
import { AppError } from '../../http/app-error.js';
import { FileReply, type Secured } from '../admin/index.js';
import type { FilesService } from '../files/index.js';
import type { Appeals } from './p2p.appeals.js';

const idParams = z.object({ id: id() });

/**
 * The console's appeals (permission p2p.arbitrate): the queue, one case
 * file, a decision (audited; two operators above the threshold), a
 * message into the order's chat, the case file as one JSON file, and the
 * evidence images the case names (each view audited).
 */
export function registerAppealsConsole(
  k: Secured,
  appeals: Appeals,
  files: Pick<FilesService, 'readForOperator'>,
): void {
  const { secured, params, body, query, target } = k;
  secured(
    'GET',
    ADMIN_PATHS.p2pAppeals,
    'p2p.arbitrate',
    {
      summary: 'P2P appeals by status, the longest waiting first',
      querystring: appealQueueQuery,
      response: { 200: envelope(appealQueueSchema) },
    },
    (req) => appeals.queue(query(req, appealQueueQuery)),
  );
  secured(
    'GET',
    ADMIN_PATHS.p2pAppeal,
    'p2p.arbitrate',
    {
      summary:
        'One appeal’s case file: the order, both parties, every record and whether the chain holds',
      params: idParams,
      response: { 200: envelope(appealCaseSchema) },
    },
    (req) => appeals.caseFile(params(req).id),
    { action: 'p2p.appeal_open', of: target('p2p-appeal') },
  );
  secured(
    'POST',
    ADMIN_PATHS.p2pAppealDecide,
    'p2p.arbitrate',
    {
      summary:
        'Decide: release to the buyer, return to the seller, or split (two operators above the threshold)',
      params: idParams,
      body: appealDecisionBody,
      response: { 200: envelope(appealDecisionReplySchema) },
    },
    (req, operator) =>
      appeals.decide(operator.row.id, params(req).id, body(req, appealDecisionBody)),
    {
      action: 'p2p.appeal_decide',
      of: (req) => ({
        target: `p2p-appeal:${params(req).id}`,
        detail: { ...body(req, appealDecisionBody) },
      }),
    },
  );
  secured(
    'POST',
    ADMIN_PATHS.p2pAppealMessage,
    'p2p.arbitrate',
    {
      summary: 'Write into the appealed order’s chat, as staff',
      params: idParams,
      body: appealMessageBody,
      response: { 200: envelope(appealCaseSchema) },
    },
    (req, operator) =>
      appeals.message(operator.row.id, params(req).id, body(req, appealMessageBody).text),
    { action: 'p2p.appeal_message', of: target('p2p-appeal') },
  );
  secured(
    'GET',
    ADMIN_PATHS.p2pAppealExport,
    'p2p.arbitrate',
    { summary: 'The case file as one JSON file, with every record’s hash', params: idParams },
    async (req) => {
      const file = await appeals.caseFile(params(req).id);
      return new FileReply(Buffer.from(JSON.stringify(file, null, 2)), 'application/json');
    },
    { action: 'p2p.appeal_export', of: target('p2p-appeal') },
  );
  secured(
    'GET',
    ADMIN_PATHS.p2pAppealFile,
    'p2p.arbitrate',
    { summary: 'An evidence image the case names (image bytes)', params: appealFileParams },
    async (req, operator) => {
      const { id: appealId, fileId } = req.params as z.output<typeof appealFileParams>;
      if (!(await appeals.namesFile(appealId, fileId))) throw new AppError('FILE_NOT_FOUND');
      const { file, bytes } = await files.readForOperator(fileId, operator.row.id);
      return new FileReply(bytes, file.contentType);
    },
    {
      action: 'p2p.appeal_file_view',
      of: (req) => {
        const { id: appealId, fileId } = req.params as z.output<typeof appealFileParams>;
        return { target: `p2p-appeal:${appealId}`, detail: { fileId } };
      },
    },
  );
}
