import {
  PATHS,
  supportConversationSchema,
  supportMessagesSchema,
  type SupportConversation,
  type SupportLink,
} from '@exchange/contracts';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type Schema } from '../../api';
import { resyncTopic } from '../../api/stream';
import { accountKeys } from '../account/queries';
import {
  emptyThread,
  linkParam,
  mergeMessages,
  supportTopic,
  withMessages,
  type SupportThread,
} from './thread';

/** Under `account`: one user's conversations never show to the next after a logout or login. */
export const supportKeys = {
  all: () => [...accountKeys.all(), 'support'] as const,
  entries: () => [...supportKeys.all(), 'entry'] as const,
  /** What the screen opens on: the latest conversation, or the one opened about a record. */
  entry: (link: SupportLink | null) =>
    [...supportKeys.entries(), link === null ? '' : linkParam(link)] as const,
  thread: (conversationId: number) => [...supportKeys.all(), 'thread', conversationId] as const,
  file: (conversationId: number, seq: number) =>
    [...supportKeys.all(), 'file', conversationId, seq] as const,
};

/** A page of messages, as the server's default. */
export const SUPPORT_PAGE_SIZE = 50;
/** A catch-up read after a missed event; more than this resyncs the topic instead. */
const CATCH_UP_LIMIT = 100;

const conversationOrNull: Schema<SupportConversation | null> = {
  safeParse(data: unknown) {
    if (data === null) return { success: true, data: null };
    return supportConversationSchema.safeParse(data);
  },
};

/**
 * The conversation the screen shows: with a link, the active one (or a new
 * one, the bot greeting) with that record linked; without, the latest,
 * resolved or not, or null before the user's first. Read once per visit:
 * opening is a write, and the stream keeps the state current afterwards.
 */
export function useSupportEntry(link: SupportLink | null, { enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: supportKeys.entry(link),
    queryFn: ({ signal }) =>
      link === null
        ? api.get(PATHS.supportConversation, conversationOrNull, { signal, spinner: false })
        : api.post(PATHS.supportOpen, supportConversationSchema, {
            body: { link },
            signal,
            spinner: false,
          }),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}

/**
 * One conversation's messages. The first read is the latest page over
 * REST; the `support:<id>` stream (`live.ts`) writes into the same entry,
 * its snapshot first, so a page read while it arrived is merged, not laid
 * over it.
 */
export function useSupportThread(conversation: SupportConversation) {
  const queryClient = useQueryClient();
  const key = supportKeys.thread(conversation.id);
  return useQuery({
    queryKey: key,
    queryFn: async ({ signal }): Promise<SupportThread> => {
      const page = await api.get(PATHS.supportMessages, supportMessagesSchema, {
        query: { conversationId: conversation.id, limit: SUPPORT_PAGE_SIZE },
        signal,
        spinner: false,
      });
      const held = queryClient.getQueryData<SupportThread>(key);
      if (held !== undefined) return withMessages(held, page.list);
      return {
        ...emptyThread(conversation),
        messages: mergeMessages([], page.list),
        more: page.more,
      };
    },
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** The messages before the first one held, added to the thread. */
export async function readOlder(queryClient: QueryClient, conversationId: number): Promise<void> {
  const key = supportKeys.thread(conversationId);
  const first = queryClient.getQueryData<SupportThread>(key)?.messages[0]?.seq;
  if (first === undefined) return;
  const page = await api.get(PATHS.supportMessages, supportMessagesSchema, {
    query: { conversationId, beforeSeq: first, limit: SUPPORT_PAGE_SIZE },
    spinner: false,
  });
  queryClient.setQueryData(key, (thread: SupportThread | undefined) =>
    thread === undefined
      ? thread
      : { ...thread, messages: mergeMessages(thread.messages, page.list), more: page.more },
  );
}

/**
 * Events were missed (an update's prevSeq was beyond the last held): read
 * them after the last seq held in order; too many, and the topic is asked
 * for a fresh snapshot instead. A failed read asks for one too.
 */
export async function catchUp(
  queryClient: QueryClient,
  conversationId: number,
  afterSeq: number,
): Promise<void> {
  const key = supportKeys.thread(conversationId);
  try {
    const page = await api.get(PATHS.supportMessages, supportMessagesSchema, {
      query: { conversationId, afterSeq, limit: CATCH_UP_LIMIT },
      spinner: false,
      toast: false,
    });
    if (page.more) {
      resyncTopic(supportTopic(conversationId));
      return;
    }
    queryClient.setQueryData(key, (thread: SupportThread | undefined) =>
      thread === undefined ? thread : withMessages(thread, page.list),
    );
  } catch {
    resyncTopic(supportTopic(conversationId));
  }
}

/**
 * An image in the conversation, read with the session (a plain <img src>
 * could not send it). The bytes are kept a while, so scrolling back does
 * not read them again.
 */
export function useSupportFile(conversationId: number, seq: number) {
  return useQuery({
    queryKey: supportKeys.file(conversationId, seq),
    queryFn: ({ signal }) =>
      api.file(PATHS.supportFile, { query: { conversationId, seq }, signal, spinner: false }),
    staleTime: Infinity,
    // A failed image says so where it is; the toast has been shown once.
    retry: false,
  });
}
