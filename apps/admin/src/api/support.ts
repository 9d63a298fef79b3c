import {
  ADMIN_PATHS,
  supportAgentSchema,
  supportCannedSchema,
  supportDeskConversationSchema,
  supportQueueRowSchema,
  supportQueueSchema,
  supportStaffMessageSchema,
  supportStaffMessagesSchema,
  supportUploadSchema,
  type Locale,
  type SUPPORT_QUEUE_FILTERS,
  type SupportDeskConversation,
  type SupportLinkKind,
  type SupportQueueRow,
  type SupportStaffMessage,
} from '@exchange/contracts';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useApi, useServices } from '../app/context';
import { newRequestId } from '../lib/requestId';
import { listOf, nullSchema, pathOf, type ApiClient, type Output } from './client';
import { keys } from './keys';
import { createSupportThread, type SupportThread, type ThreadState } from './supportThread';

export type SupportQueueFilter = (typeof SUPPORT_QUEUE_FILTERS)[number];
export type SupportQueuePage = Output<typeof supportQueueSchema>;
export type SupportAgent = Output<typeof supportAgentSchema>;
export type SupportCanned = Output<typeof supportCannedSchema>;
export type SupportUpload = Output<typeof supportUploadSchema>;
export type { SupportDeskConversation, SupportQueueRow, SupportStaffMessage };

export interface SupportQueueQuery {
  readonly filter: SupportQueueFilter;
  readonly linkKind?: SupportLinkKind | undefined;
  readonly language?: Locale | undefined;
  readonly pageNo?: number;
  readonly pageSize?: number;
}

const QUEUE_PAGE_SIZE = 50;

/** One tab of the desk's queue (waiting: the longest waiting first), with the desk's counts. */
export function useSupportQueue(query: SupportQueueQuery) {
  const api = useApi();
  const params = {
    filter: query.filter,
    linkKind: query.linkKind,
    language: query.language,
    pageNo: query.pageNo ?? 1,
    pageSize: query.pageSize ?? QUEUE_PAGE_SIZE,
  };
  return useQuery({
    queryKey: keys.supportQueue.list(params),
    queryFn: ({ signal }) =>
      api.get(ADMIN_PATHS.supportQueue, supportQueueSchema, { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One conversation for the agent: its state, queue row, the user and their linked records. */
export function useSupportConversation(id: number | null) {
  const api = useApi();
  return useQuery({
    queryKey: keys.supportDesk.one(id ?? 0),
    queryFn: ({ signal }) =>
      api.get(
        pathOf(ADMIN_PATHS.supportConversation, { id: id ?? 0 }),
        supportDeskConversationSchema,
        {
          signal,
        },
      ),
    enabled: id !== null,
  });
}

/** A changed queue row (a desk update, an action's answer) put into every list and detail held. */
export function patchSupportRow(queryClient: QueryClient, row: SupportQueueRow): void {
  queryClient.setQueriesData<SupportQueuePage>(
    { queryKey: [...keys.supportQueue.all, 'list'] },
    (page) =>
      page && page.list.some((r) => r.id === row.id)
        ? { ...page, list: page.list.map((r) => (r.id === row.id ? row : r)) }
        : page,
  );
  queryClient.setQueryData<SupportDeskConversation>(keys.supportDesk.one(row.id), (desk) =>
    desk ? { ...desk, row } : desk,
  );
}

/** The desk's rows from a `desk` update, or null when it is not one. */
export function deskRowOf(data: unknown): SupportQueueRow | null {
  if (typeof data !== 'object' || data === null) return null;
  const parsed = supportQueueRowSchema.safeParse((data as { row?: unknown }).row);
  return parsed.success ? parsed.data : null;
}

/**
 * The live `desk` topic while the workspace is open: each changed row is
 * shown at once, and the queue is read again shortly after (its counts, and
 * which tab a row now belongs to), once for a burst of changes.
 */
export function useDeskStream(): void {
  const { stream, queryClient } = useServices();
  useEffect(() => {
    if (!stream) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const refresh = () => {
      if (timer !== null) return;
      timer = setTimeout(() => {
        timer = null;
        void queryClient.invalidateQueries({ queryKey: keys.supportQueue.all });
      }, 500);
    };
    const stop = stream.subscribe('desk', {
      since: () => undefined,
      frame(frame) {
        if (frame.type === 'update') {
          const row = deskRowOf(frame.data);
          if (row) patchSupportRow(queryClient, row);
          refresh();
        } else if (frame.type === 'snapshot') {
          // A (re)connection: whatever changed meanwhile.
          refresh();
        }
      },
    });
    return () => {
      if (timer !== null) clearTimeout(timer);
      stop();
    };
  }, [stream, queryClient]);
}

/** Whether the console's socket is live (for the "live" mark); null without a socket. */
export function useStreamStatus() {
  const { stream } = useServices();
  const subscribe = (listener: () => void) => stream?.onStatus(listener) ?? (() => undefined);
  const get = () => stream?.status() ?? null;
  return useSyncExternalStore(subscribe, get, get);
}

const MESSAGE_PAGE = 50;

function readMessages(
  api: ApiClient,
  id: number,
  query: { beforeSeq?: number; afterSeq?: number },
) {
  return api.get(pathOf(ADMIN_PATHS.supportMessages, { id }), supportStaffMessagesSchema, {
    query: { ...query, limit: MESSAGE_PAGE },
  });
}

export interface ThreadHandle {
  readonly state: ThreadState;
  readonly thread: SupportThread;
  /** The first page failed to load. */
  readonly error: unknown;
  readonly loadingOlder: boolean;
  loadOlder(): void;
  /** Reads what came after the last message held (no socket: after each action). */
  catchUp(): void;
}

/**
 * One conversation's messages: the latest page over REST, then the live
 * topic, older pages on demand. Made once per opened conversation.
 */
export function useSupportThread(id: number): ThreadHandle {
  const api = useApi();
  const { stream } = useServices();
  const [thread] = useState(() => createSupportThread({ id, stream }));
  const [error, setError] = useState<unknown>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const state = useSyncExternalStore(thread.subscribe, thread.get, thread.get);

  useEffect(() => {
    let live = true;
    readMessages(api, id, {})
      .then((page) => live && thread.merge(page.list, page.more))
      .catch((failure: unknown) => live && setError(failure));
    const stop = thread.start();
    return () => {
      live = false;
      stop();
    };
  }, [api, id, thread]);

  const loadOlder = () => {
    const first = thread.get().messages[0];
    if (!first || loadingOlder) return;
    setLoadingOlder(true);
    readMessages(api, id, { beforeSeq: first.seq })
      .then((page) => thread.merge(page.list, page.more))
      .catch(() => undefined)
      .finally(() => setLoadingOlder(false));
  };
  const catchUp = () => {
    const last = thread.get().messages.at(-1);
    readMessages(api, id, last ? { afterSeq: last.seq } : {})
      .then((page) => thread.merge(page.list))
      .catch(() => undefined);
  };
  return { state, thread, error, loadingOlder, loadOlder, catchUp };
}

const desk = supportDeskConversationSchema;

export interface ReplyInput {
  readonly id: number;
  /** The message, or an image's caption (an empty caption is not sent). */
  readonly text: string;
  readonly note: boolean;
  /** One per message; kept through a retry of the same message. */
  readonly clientId?: string;
  /** An image uploaded with `upload` (never on a note). */
  readonly fileId?: string;
}

/** The image types the desk takes from an agent, as the file picker offers them. */
export const SUPPORT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/bmp'] as const;
/** The server refuses a larger chat image; the console refuses it before sending. */
export const SUPPORT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * An agent's image for the conversation (multipart, field `file`). Only the
 * conversation's agent may upload; the answer's `id` is sent with a reply.
 */
export function uploadSupportImage(api: ApiClient, id: number, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload(pathOf(ADMIN_PATHS.supportUpload, { id }), supportUploadSchema, form);
}

/** What an agent does on a conversation; each answer with the conversation is shown at once. */
export function useSupportActions() {
  const api = useApi();
  const queryClient = useQueryClient();
  const settle = (reply: SupportDeskConversation) => {
    queryClient.setQueryData(keys.supportDesk.one(reply.conversation.id), reply);
    return queryClient.invalidateQueries({ queryKey: keys.supportQueue.all });
  };
  // A refusal (taken by a colleague meanwhile) is shown by the shared handler; the conversation is read again.
  const reread = (_error: unknown, v: { id: number }) =>
    queryClient.invalidateQueries({ queryKey: keys.supportDesk.one(v.id) });
  const post = (template: string, id: number, body?: unknown) =>
    api.post(pathOf(template, { id }), desk, body);
  return {
    takeover: useMutation({
      mutationFn: (v: { id: number; force: boolean }) =>
        post(ADMIN_PATHS.supportTakeover, v.id, v.force ? { force: true } : {}),
      meta: { success: 'support.takenNotice' },
      onSuccess: settle,
      onError: reread,
    }),
    next: useMutation({
      mutationFn: () => api.post(ADMIN_PATHS.supportNext, desk),
      onSuccess: settle,
    }),
    handover: useMutation({
      mutationFn: (v: { id: number; operatorId: number; name: string }) =>
        post(ADMIN_PATHS.supportHandover, v.id, { operatorId: v.operatorId }),
      meta: { success: 'support.handedNotice' },
      onSuccess: settle,
      onError: reread,
    }),
    release: useMutation({
      mutationFn: (v: { id: number }) => post(ADMIN_PATHS.supportRelease, v.id),
      meta: { success: 'support.releasedNotice' },
      onSuccess: settle,
      onError: reread,
    }),
    resolve: useMutation({
      mutationFn: (v: { id: number }) => post(ADMIN_PATHS.supportResolve, v.id),
      meta: { success: 'support.resolvedNotice' },
      onSuccess: settle,
      onError: reread,
    }),
    snooze: useMutation({
      mutationFn: (v: { id: number; untilMs: number }) =>
        post(ADMIN_PATHS.supportSnooze, v.id, { untilMs: v.untilMs }),
      meta: { success: 'support.snoozedNotice' },
      onSuccess: settle,
      onError: reread,
    }),
    reply: useMutation({
      mutationFn: (v: ReplyInput) =>
        api.post(pathOf(ADMIN_PATHS.supportReply, { id: v.id }), supportStaffMessageSchema, {
          clientId: v.clientId ?? newRequestId(),
          ...(v.fileId === undefined
            ? { text: v.text }
            : { fileId: v.fileId, ...(v.text === '' ? {} : { text: v.text }) }),
          note: v.note,
        }),
    }),
    upload: useMutation({
      mutationFn: (v: { id: number; file: File }) => uploadSupportImage(api, v.id, v.file),
    }),
    recall: useMutation({
      mutationFn: (v: { id: number; seq: number }) =>
        api.post(pathOf(ADMIN_PATHS.supportRecall, { id: v.id }), supportStaffMessageSchema, {
          seq: v.seq,
        }),
    }),
  };
}

/** Read marks and typing: background signals, never a notice. */
export function useSupportSignals(id: number) {
  const api = useApi();
  return {
    read: (seq: number) =>
      api.post(pathOf(ADMIN_PATHS.supportRead, { id }), nullSchema, { seq }).catch(() => undefined),
    typing: () =>
      api.post(pathOf(ADMIN_PATHS.supportTyping, { id }), nullSchema).catch(() => undefined),
  };
}

/** A user's chat image, fetched when the agent asks (each view is recorded). */
export function fetchSupportImage(api: ApiClient, id: number, seq: number): Promise<Blob> {
  return api.blob(pathOf(ADMIN_PATHS.supportFile, { id }), { query: { seq } });
}

/** Canned replies, of one language or all. */
export function useSupportCanned(language?: Locale) {
  const api = useApi();
  const query = { language };
  return useQuery({
    queryKey: keys.supportCanned.list(query),
    queryFn: ({ signal }) =>
      api.get(ADMIN_PATHS.supportCanned, listOf(supportCannedSchema), { query, signal }),
  });
}

export interface CannedInput {
  readonly id?: number;
  readonly language: Locale;
  readonly title: string;
  readonly text: string;
}

export function useCannedActions() {
  const api = useApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: keys.supportCanned.all });
  return {
    save: useMutation({
      mutationFn: (v: CannedInput) =>
        api.post(ADMIN_PATHS.supportCanned, supportCannedSchema, {
          ...(v.id === undefined ? {} : { id: v.id }),
          language: v.language,
          title: v.title,
          text: v.text,
        }),
      meta: { success: 'supportCanned.saved' },
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (v: { id: number; title: string }) =>
        api.post(pathOf(ADMIN_PATHS.supportCannedDelete, { id: v.id }), nullSchema),
      meta: { success: 'supportCanned.deleted' },
      onSuccess: refresh,
    }),
  };
}

/** Every operator holding support.chat, with their desk figures. */
export function useSupportAgents(enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: keys.supportAgents.all,
    queryFn: ({ signal }) =>
      api.get(ADMIN_PATHS.supportAgents, listOf(supportAgentSchema), { signal }),
    enabled,
  });
}

export function useSaveAgent() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { operatorId: number; displayName: string; capacity: number }) =>
      api.post(ADMIN_PATHS.supportAgents, listOf(supportAgentSchema), v),
    meta: { success: 'supportAgents.saved' },
    onSuccess: (agents) => queryClient.setQueryData(keys.supportAgents.all, agents),
  });
}
