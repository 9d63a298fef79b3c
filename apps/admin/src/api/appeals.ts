import {
  ADMIN_PATHS,
  appealCaseSchema,
  appealDecisionReplySchema,
  appealQueueSchema,
  type APPEAL_DECISIONS,
  type AppealCase,
} from '@exchange/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi, useServices } from '../app/context';
import { saveBlob } from '../lib/save';
import { pathOf, type Output, type QueryParams } from './client';
import { keys } from './keys';

export type AppealQueueItem = Output<typeof appealQueueSchema>['list'][number];
export type AppealDecision = (typeof APPEAL_DECISIONS)[number];
export type CaseRecord = AppealCase['records'][number];
export type CaseParty = AppealCase['parties'][number];

/** The appeals of one status (open by default), the longest waiting first. */
export function useAppealQueue(query: QueryParams) {
  const api = useApi();
  return useQuery({
    queryKey: keys.p2pAppeals.list(query),
    queryFn: ({ signal }) => api.get(ADMIN_PATHS.p2pAppeals, appealQueueSchema, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One appeal's case file; the server records each read as an opening of it. */
export function useAppealCase(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: keys.p2pAppeals.one(id),
    queryFn: ({ signal }) =>
      api.get(pathOf(ADMIN_PATHS.p2pAppeal, { id }), appealCaseSchema, { signal }),
  });
}

export interface DecisionInput {
  readonly id: number;
  readonly decision: AppealDecision;
  /** Of a split only: the coins the buyer gets. */
  readonly buyerQuantity?: string;
  readonly note: string;
}

/**
 * What an operator does on a case file. A decision and a message answer
 * with the case file as it now is, shown at once; the queue is read again.
 */
export function useAppealActions() {
  const api = useApi();
  const { notices } = useServices();
  const queryClient = useQueryClient();
  const settle = (file: AppealCase) => {
    queryClient.setQueryData(keys.p2pAppeals.one(file.appeal.id), file);
    // Only the queue is read again: the answer is the case file, and each read is a recorded opening.
    return queryClient.invalidateQueries({ queryKey: [...keys.p2pAppeals.all, 'list'] });
  };
  return {
    // The notice depends on the answer (a proposal or the decision carried out), so it is pushed here.
    decide: useMutation({
      mutationFn: (v: DecisionInput) =>
        api.post(pathOf(ADMIN_PATHS.p2pAppealDecide, { id: v.id }), appealDecisionReplySchema, {
          decision: v.decision,
          ...(v.decision === 'split' ? { buyerQuantity: v.buyerQuantity } : {}),
          note: v.note,
        }),
      onSuccess: (reply, v) => {
        notices.push('ok', {
          key: reply.outcome === 'proposed' ? 'appeal.proposedNotice' : 'appeal.decidedNotice',
          params: { id: v.id },
        });
        return settle(reply.case);
      },
    }),
    message: useMutation({
      mutationFn: (v: { id: number; text: string }) =>
        api.post(pathOf(ADMIN_PATHS.p2pAppealMessage, { id: v.id }), appealCaseSchema, {
          text: v.text,
        }),
      meta: { success: 'appeal.messageSent' },
      onSuccess: settle,
    }),
    // Each export is recorded by the server: fetched when asked, never cached.
    exportFile: useMutation({
      mutationFn: async (v: { id: number; fileName: string }) =>
        saveBlob(v.fileName, await api.download(pathOf(ADMIN_PATHS.p2pAppealExport, { id: v.id }))),
    }),
  };
}
