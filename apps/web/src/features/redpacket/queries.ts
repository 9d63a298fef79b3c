import {
  ERROR_CODES,
  PATHS,
  redPacketReceivedPageSchema,
  redPacketSchema,
  redPacketsPageSchema,
} from '@exchange/contracts';
import { skipToken, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { accountKeys } from '../account/queries';

/**
 * Red packets are the signed-in user's own (what they sent, what they
 * claimed, and packets as they see them: `mine`, `own`), so they sit under
 * `account` and are dropped at login and logout. Nothing here is
 * translated by the server. The server refuses a demo session, so none of
 * these is read in demo mode.
 */
export const redPacketKeys = {
  all: () => [...accountKeys.all(), 'redPacket'] as const,
  packet: (code: string) => [...redPacketKeys.all(), 'packet', code] as const,
  sent: () => [...redPacketKeys.all(), 'sent'] as const,
  received: () => [...redPacketKeys.all(), 'received'] as const,
};

export const RED_PACKET_PAGE_SIZE = 20;

const nextPage = (last: { pageNo: number; pageSize: number; total: number }) =>
  last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined;

/** A packet by its code as the caller sees it; nothing is read while `code` is null. */
export function useRedPacket(code: string | null) {
  return useQuery({
    queryKey: redPacketKeys.packet(code ?? ''),
    queryFn:
      code === null
        ? skipToken
        : ({ signal }) =>
            api.get(PATHS.redPacket, redPacketSchema, {
              query: { code },
              signal,
              spinner: false,
              // A wrong or unknown code is said where the packet would show, not toasted.
              quietCodes: [ERROR_CODES.RED_PACKET_NOT_FOUND],
            }),
    // A code that is wrong stays wrong: no retry.
    retry: false,
  });
}

/** The packets the caller sent, newest first. */
export function useSentRedPackets() {
  return useInfiniteQuery({
    queryKey: redPacketKeys.sent(),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get(PATHS.redPacketsSent, redPacketsPageSchema, {
        query: { pageNo: pageParam, pageSize: RED_PACKET_PAGE_SIZE },
        signal,
        spinner: false,
      }),
    getNextPageParam: nextPage,
  });
}

/** The shares the caller claimed, newest first. */
export function useReceivedRedPackets() {
  return useInfiniteQuery({
    queryKey: redPacketKeys.received(),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get(PATHS.redPacketsReceived, redPacketReceivedPageSchema, {
        query: { pageNo: pageParam, pageSize: RED_PACKET_PAGE_SIZE },
        signal,
        spinner: false,
      }),
    getNextPageParam: nextPage,
  });
}
