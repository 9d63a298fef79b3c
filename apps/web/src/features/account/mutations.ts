import {
  codeSentSchema,
  ERROR_CODES,
  PATHS,
  resetRequestSchema,
  sessionSchema,
  stepUpSchema,
  type CodeChannel,
  type CodePurpose,
  type Session,
} from '@exchange/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../api';
import { forgetKey, sealPasswords } from '../../api/password';
import { useSession } from '../../state/session';
import { accountKeys, ignoreReply } from './queries';
import { storeSession } from './session';
import { useStepUp } from './stepUp';

/** Where a code goes: an email, or a phone with its dialling code. Omitted for `verify`. */
export interface CodeTarget {
  email?: string;
  phone?: string;
  countryCode?: string;
}

export interface SendCodeInput extends CodeTarget {
  purpose: CodePurpose;
  channel: CodeChannel;
  captchaToken?: string;
}

/** The server rotated its RSA key: the next submit fetches the new one. */
function onPasswordError(error: unknown): void {
  if (isApiError(error) && error.code === ERROR_CODES.PASSWORD_DECRYPT_FAILED) forgetKey();
}

export function sendCode(input: SendCodeInput) {
  return api.post(PATHS.sendCode, codeSentSchema, { body: input });
}

/** A new session replaces whatever the previous user left in the cache. */
function useSignIn() {
  const queryClient = useQueryClient();
  return (session: Session) => {
    queryClient.removeQueries({ queryKey: accountKeys.all() });
    storeSession(session);
    queryClient.setQueryData(accountKeys.member(), session);
  };
}

export interface LoginInput {
  username: string;
  password: string;
  code?: string;
  captchaToken: string;
}

export function useLogin() {
  const signIn = useSignIn();
  return useMutation({
    mutationFn: async ({ password, ...rest }: LoginInput) => {
      const sealed = await sealPasswords({ password });
      return api.post(PATHS.login, sessionSchema, {
        body: { ...rest, ...sealed },
        // Asking for the authenticator code is the next step, not a failure.
        quietCodes: [ERROR_CODES.GOOGLE_CODE_REQUIRED],
      });
    },
    onSuccess: signIn,
    onError: onPasswordError,
  });
}

export interface RegisterInput extends CodeTarget {
  type: 'account' | 'phone' | 'email';
  username?: string;
  code?: string;
  password: string;
  inviteCode?: string;
  /** Only for an account name: with an e-mail or phone, the code's puzzle stands in. */
  captchaToken?: string;
}

export function useRegister() {
  const signIn = useSignIn();
  return useMutation({
    mutationFn: async ({ password, ...rest }: RegisterInput) => {
      const sealed = await sealPasswords({ password });
      const body = { ...rest, ...sealed, agreeTerms: true };
      return api.post(PATHS.register, sessionSchema, { body });
    },
    onSuccess: signIn,
    onError: onPasswordError,
  });
}

export function useWalletLogin() {
  const signIn = useSignIn();
  return useMutation({
    mutationFn: (body: { message: string; signature: string }) =>
      api.post(PATHS.loginByEth, sessionSchema, { body }),
    onSuccess: signIn,
  });
}

/** Ends a session on the server; the local session ends even if the server cannot be told. */
function endSession(token?: string): Promise<unknown> {
  return api.get(PATHS.logout, ignoreReply, { toast: false, token }).catch(() => null);
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    // Logging out of demo ends the real session kept aside as well: the
    // user asked to log out, not to fall back into the real account.
    mutationFn: () => {
      const { real } = useSession.getState();
      return Promise.all([endSession(), ...(real ? [endSession(real.token)] : [])]);
    },
    onSettled: () => {
      useSession.getState().clear();
      useStepUp.getState().clear();
      queryClient.removeQueries({ queryKey: accountKeys.all() });
    },
  });
}

/** A security write: afterwards the overview, member data and log are stale. */
function useSecurityWrite<I>(path: string, toBody: (input: I) => unknown | Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: I) => api.post(path, ignoreReply, { body: await toBody(input) }),
    // Not awaited: the screen moves on at once while the account data refreshes.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountKeys.all() }),
    onError: onPasswordError,
  });
}

export interface BindInput {
  code: string;
  oldCode?: string;
  email?: string;
  phone?: string;
  countryCode?: string;
}

export const useBindEmail = () => useSecurityWrite<BindInput>(PATHS.bindEmail, (input) => input);
export const useBindPhone = () => useSecurityWrite<BindInput>(PATHS.bindPhone, (input) => input);

export const useGoogleBind = () =>
  useSecurityWrite<{ secret: string; code: string }>(PATHS.googleBind, (input) => input);

export const useGoogleUnbind = () =>
  useSecurityWrite<{ code: string; verifyCode: string; channel: CodeChannel }>(
    PATHS.googleUnbind,
    (input) => input,
  );

export const useSetFundPassword = () =>
  useSecurityWrite<{ fundPassword: string; confirm: string }>(
    PATHS.fundPasswordSet,
    (input) => input,
  );

export const useChangeFundPassword = () =>
  useSecurityWrite<{ oldFundPassword: string; fundPassword: string; confirm: string }>(
    PATHS.fundPasswordChange,
    (input) => input,
  );

export interface ResetFundPasswordInput {
  channel: CodeChannel;
  verifyCode: string;
  googleCode?: string;
  fundPassword: string;
  confirm: string;
}

export const useResetFundPassword = () =>
  useSecurityWrite<ResetFundPasswordInput>(PATHS.fundPasswordReset, (input) => input);

export const useChangePassword = () =>
  useSecurityWrite<{ oldPassword: string; password: string; confirm: string }>(
    PATHS.passwordChange,
    (input) => sealPasswords(input),
  );

export interface ResetPasswordInput extends CodeTarget {
  channel: CodeChannel;
  code: string;
  password: string;
  confirm: string;
}

export function useResetPassword() {
  return useMutation({
    mutationFn: async ({ password, confirm, ...rest }: ResetPasswordInput) => {
      const sealed = await sealPasswords({ password, confirm });
      return api.post(PATHS.passwordReset, ignoreReply, { body: { ...rest, ...sealed } });
    },
    onError: onPasswordError,
  });
}

export interface ResetRequestInput {
  factor: 'google' | 'phone' | 'email';
  username?: string;
  contact: string;
  message: string;
  captchaToken: string;
}

export function useResetRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResetRequestInput) =>
      api.post(PATHS.resetRequest, resetRequestSchema, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: accountKeys.overview() }),
  });
}

export function useSafeVerify() {
  return useMutation({
    mutationFn: (body: { channel: CodeChannel | 'google'; code: string }) =>
      api.post(PATHS.safeVerify, stepUpSchema, { body }),
    onSuccess: (reply) => useStepUp.getState().remember(reply.stepUpToken, reply.expiresInS),
  });
}
