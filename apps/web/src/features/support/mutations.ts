import {
  PATHS,
  supportConversationSchema,
  supportMessageSchema,
  type SupportConversation,
  type SupportMessage,
} from '@exchange/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { ignoreReply } from '../account/queries';
import { supportKeys } from './queries';
import { mergeMessages, type SupportThread } from './thread';

export interface SendBody {
  /** Omitted before the first conversation: the server opens one. */
  conversationId?: number;
  /** 8 to 64 of [\w-]: the same id again answers with the message it made. */
  clientId: string;
  text?: string;
  fileId?: string;
}

function putMessage(queryClient: QueryClient, conversationId: number, message: SupportMessage) {
  queryClient.setQueryData(
    supportKeys.thread(conversationId),
    (thread: SupportThread | undefined) =>
      thread === undefined
        ? thread
        : { ...thread, messages: mergeMessages(thread.messages, [message]) },
  );
}

function putConversation(queryClient: QueryClient, conversation: SupportConversation) {
  queryClient.setQueryData(
    supportKeys.thread(conversation.id),
    (thread: SupportThread | undefined) =>
      thread === undefined
        ? thread
        : {
            ...thread,
            conversation: {
              ...conversation,
              lastSeq: Math.max(conversation.lastSeq, thread.conversation.lastSeq),
            },
          },
  );
}

/**
 * Sends a message. It shows at once from the reply (the stream's copy of
 * it is the same seq); the first one, with no conversation yet, makes the
 * screen read the conversation it opened.
 */
export function useSendSupport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendBody) =>
      api.post(PATHS.supportSend, supportMessageSchema, { body, spinner: false }),
    onSuccess: (message, body) => {
      if (body.conversationId === undefined)
        return queryClient.invalidateQueries({ queryKey: supportKeys.entries() });
      putMessage(queryClient, body.conversationId, message);
    },
  });
}

/** Withdraws one's own message; the tombstone replaces it. */
export function useRecallSupport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { conversationId: number; seq: number }) =>
      api.post(PATHS.supportRecall, supportMessageSchema, { body }),
    onSuccess: (message, body) => putMessage(queryClient, body.conversationId, message),
  });
}

/** "Talk to a person": the conversation joins the queue. */
export function useHandoff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: number) =>
      api.post(PATHS.supportHandoff, supportConversationSchema, { body: { conversationId } }),
    onSuccess: (conversation) => putConversation(queryClient, conversation),
  });
}

/** Rates a resolved conversation, once. */
export function useRateSupport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { conversationId: number; rating: number; comment?: string }) =>
      api.post(PATHS.supportRate, supportConversationSchema, { body }),
    onSuccess: (conversation) => putConversation(queryClient, conversation),
  });
}

/** Tells support how far the user has received and read its messages. Quiet: nothing to show. */
export function useSupportMarks() {
  return useMutation({
    mutationFn: (body: { conversationId: number; deliveredSeq?: number; readSeq?: number }) =>
      api.post(PATHS.supportMarks, ignoreReply, { body, spinner: false, toast: false }),
  });
}

/** "The user is typing", for the agent. Quiet: a lost one does not matter. */
export function useSupportTyping() {
  return useMutation({
    mutationFn: (conversationId: number) =>
      api.post(PATHS.supportTyping, ignoreReply, {
        body: { conversationId },
        spinner: false,
        toast: false,
      }),
  });
}
