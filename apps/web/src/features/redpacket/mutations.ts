import {
  ERROR_CODES,
  PATHS,
  redPacketClaimedSchema,
  redPacketCreatedSchema,
  type RedPacketCreateBody,
} from '@exchange/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../api';
import { walletKeys } from '../wallet/queries';
import { redPacketKeys } from './queries';

/** The create body as this app sends it: every field given, the greeting trimmed. */
export type RedPacketDraft = Required<Omit<RedPacketCreateBody, 'requestId'>>;

/**
 * Refusals of a packet that the send form shows itself rather than as a
 * toast: each is a step the user takes there (verify, set a fund password,
 * wait for the lock, fewer shares).
 */
export const SEND_QUIET_CODES: readonly number[] = [
  ERROR_CODES.RED_PACKET_SHARE_TOO_SMALL,
  ERROR_CODES.REAL_NAME_NOT_PASSED,
  ERROR_CODES.FUND_PASSWORD_NOT_SET,
  ERROR_CODES.FUND_PASSWORD_LOCKED,
];

/** Refusals of a claim shown under the code field in the server's words, never toasted. */
export const CLAIM_FIELD_CODES: readonly number[] = [
  ERROR_CODES.RED_PACKET_NOT_FOUND,
  ERROR_CODES.RED_PACKET_EMPTY,
  ERROR_CODES.RED_PACKET_EXPIRED,
  ERROR_CODES.RED_PACKET_ALREADY_CLAIMED,
  ERROR_CODES.RED_PACKET_OWN,
];

/** Why a send was refused, as the form shows it; null for what was toasted. */
export type SendFailure =
  { kind: 'shares' | 'locked'; message: string } | { kind: 'verify' | 'fundPasswordNotSet' } | null;

export function sendFailureOf(error: unknown): SendFailure {
  if (!isApiError(error) || error.kind !== 'business') return null;
  switch (error.code) {
    case ERROR_CODES.RED_PACKET_SHARE_TOO_SMALL:
      return { kind: 'shares', message: error.message };
    case ERROR_CODES.FUND_PASSWORD_LOCKED:
      return { kind: 'locked', message: error.message };
    case ERROR_CODES.REAL_NAME_NOT_PASSED:
      return { kind: 'verify' };
    case ERROR_CODES.FUND_PASSWORD_NOT_SET:
      return { kind: 'fundPasswordNotSet' };
    default:
      return null;
  }
}

/**
 * Packs coins into a red packet. The `requestId` is kept by the form for a
 * retry of the same submission, so a double tap or a lost answer makes one
 * packet (`replayed` says the server had made it already).
 */
export function useRedPacketCreate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RedPacketDraft & { requestId: string }) =>
      api.post(PATHS.redPacketCreate, redPacketCreatedSchema, {
        body,
        quietCodes: SEND_QUIET_CODES,
      }),
    onSuccess: (result) => {
      queryClient.setQueryData(redPacketKeys.packet(result.packet.code), result.packet);
      void queryClient.invalidateQueries({ queryKey: redPacketKeys.sent() });
      void queryClient.invalidateQueries({ queryKey: walletKeys.all() });
    },
  });
}

/**
 * Claims one share. Either way the packet is read again where shown: a
 * refusal means what the screen showed was stale.
 */
export function useRedPacketClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api.post(PATHS.redPacketClaim, redPacketClaimedSchema, {
        body: { code },
        quietCodes: CLAIM_FIELD_CODES,
      }),
    onSuccess: (result) => {
      queryClient.setQueryData(redPacketKeys.packet(result.packet.code), result.packet);
      void queryClient.invalidateQueries({ queryKey: redPacketKeys.received() });
      void queryClient.invalidateQueries({ queryKey: walletKeys.all() });
    },
    onError: (_error, code) =>
      void queryClient.invalidateQueries({ queryKey: redPacketKeys.packet(code) }),
  });
}
