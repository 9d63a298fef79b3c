import {
  chatRecordSchema,
  ERROR_CODES,
  myAdSchema,
  notificationSettingsSchema,
  p2pOrderDetailSchema,
  p2pOrderSchema,
  PATHS,
  paymentMethodSchema,
  type AppealReason,
  type Chat,
  type ChatRecord,
  type MyAd,
  type NotificationSettings,
  type P2pOrder,
  type P2pOrderDetail,
  type PaymentMethod,
} from '@exchange/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { ignoreReply } from '../account/queries';
import { walletKeys } from '../wallet/queries';
import type { AdCreateBody, AdUpdateBody } from './adRules';
import { withRecord } from './chat';
import type { PaymentMethodBody } from './paymentRules';
import { p2pKeys } from './queries';
import type { OrderPlaceBody, QuickOrderBody } from './tradeRules';

/** Adds a method, or changes the one named by `id`; the list is read again either way. */
export function useSavePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentMethodBody): Promise<PaymentMethod> =>
      api.post(PATHS.paymentMethodSave, paymentMethodSchema, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: p2pKeys.paymentMethods() }),
  });
}

export function useDeletePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(PATHS.paymentMethodDelete, ignoreReply, { body: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: p2pKeys.paymentMethods() }),
  });
}

/**
 * An order changed: its own cache takes the reply (a plain order keeps the
 * appeal and review shown, which are read again); the lists, the ads (their
 * remaining and held quantities) and the spot balances (the escrow) are
 * read again.
 */
function orderChanged(queryClient: QueryClient, order: P2pOrder | P2pOrderDetail) {
  const key = p2pKeys.order(order.id);
  if ('appeal' in order) {
    queryClient.setQueryData(key, order);
  } else {
    queryClient.setQueryData(key, (shown: P2pOrderDetail | undefined) =>
      shown === undefined ? shown : { ...shown, ...order },
    );
    void queryClient.invalidateQueries({ queryKey: key });
  }
  void queryClient.invalidateQueries({ queryKey: p2pKeys.orderLists() });
  void queryClient.invalidateQueries({ queryKey: p2pKeys.ads() });
  void queryClient.invalidateQueries({ queryKey: walletKeys.all() });
}

/** Takes an ad: buying from a sell ad, or selling to a buy ad. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ buying, body }: { buying: boolean; body: OrderPlaceBody }): Promise<P2pOrder> =>
      api.post(buying ? PATHS.p2pOrderBuy : PATHS.p2pOrderSell, p2pOrderSchema, { body }),
    onSuccess: (order) => orderChanged(queryClient, order),
  });
}

/** The quick zone: the best-priced ad that takes the amount, taken at once. */
export function useQuickOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ buying, body }: { buying: boolean; body: QuickOrderBody }): Promise<P2pOrder> =>
      api.post(buying ? PATHS.p2pQuickBuy : PATHS.p2pQuickSell, p2pOrderSchema, { body }),
    onSuccess: (order) => orderChanged(queryClient, order),
  });
}

/** The buyer marks the fiat sent. */
export function usePayOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number): Promise<P2pOrder> =>
      api.post(PATHS.p2pOrderPay, p2pOrderSchema, { body: { id } }),
    onSuccess: (order) => orderChanged(queryClient, order),
  });
}

/** The buyer gives the order up, with a reason; the coins go back to the seller. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; reason: string }): Promise<P2pOrder> =>
      api.post(PATHS.p2pOrderCancel, p2pOrderSchema, { body }),
    onSuccess: (order) => orderChanged(queryClient, order),
  });
}

/**
 * The seller releases the coins with the fund password, having confirmed
 * the payment came from the buyer's verified name. A missing fund password
 * is explained on the screen, with the way to set one, instead of a toast.
 */
export function useReleaseOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; fundPassword: string }): Promise<P2pOrder> =>
      api.post(PATHS.p2pOrderRelease, p2pOrderSchema, {
        body: { ...body, payerNameMatches: true },
        quietCodes: [ERROR_CODES.FUND_PASSWORD_NOT_SET],
      }),
    onSuccess: (order) => orderChanged(queryClient, order),
  });
}

/** An ad changed: its cache takes the reply; the lists, the market and the balances are read again. */
function adChanged(queryClient: QueryClient, ad: MyAd) {
  queryClient.setQueryData(p2pKeys.ad(ad.id), ad);
  void queryClient.invalidateQueries({ queryKey: p2pKeys.adLists() });
  void queryClient.invalidateQueries({ queryKey: p2pKeys.markets() });
  void queryClient.invalidateQueries({ queryKey: walletKeys.all() });
}

export function useCreateAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdCreateBody & { requestId: string }): Promise<MyAd> =>
      api.post(PATHS.adCreate, myAdSchema, { body }),
    onSuccess: (ad) => adChanged(queryClient, ad),
  });
}

export function useUpdateAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdUpdateBody): Promise<MyAd> =>
      api.post(PATHS.adUpdate, myAdSchema, { body }),
    onSuccess: (ad) => adChanged(queryClient, ad),
  });
}

export const AD_ACTIONS = ['list', 'delist', 'close'] as const;
export type AdAction = (typeof AD_ACTIONS)[number];

const AD_ACTION_PATHS: Readonly<Record<AdAction, string>> = {
  list: PATHS.adList,
  delist: PATHS.adDelist,
  close: PATHS.adClose,
};

/** Lists a delisted ad again, takes a listed one off the market, or closes one for good. */
export function useAdAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: AdAction; id: number }): Promise<MyAd> =>
      api.post(AD_ACTION_PATHS[action], myAdSchema, { body: { id } }),
    onSuccess: (ad) => adChanged(queryClient, ad),
  });
}

/** `orderAppealBody`: what an appeal is opened with. */
export interface AppealBody {
  id: number;
  reason: AppealReason;
  description: string;
  contactName: string;
  contactPhone: string;
  proofFileIds: string[];
}

/** Either party appeals a paid or overdue order; the coins stay in escrow. */
export function useOpenAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AppealBody): Promise<P2pOrderDetail> =>
      api.post(PATHS.p2pOrderAppeal, p2pOrderDetailSchema, { body }),
    onSuccess: (order) => orderChanged(queryClient, order),
  });
}

/** Either party adds evidence (text, up to five images) to an open appeal. */
export function useAnswerAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; text: string; fileIds: string[] }): Promise<P2pOrderDetail> =>
      api.post(PATHS.p2pAppealAnswer, p2pOrderDetailSchema, { body }),
    onSuccess: (order) => {
      orderChanged(queryClient, order);
      void queryClient.invalidateQueries({ queryKey: p2pKeys.chat(order.id) });
    },
  });
}

/** The appellant withdraws; the order awaits release again. */
export function useWithdrawAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number): Promise<P2pOrderDetail> =>
      api.post(PATHS.p2pAppealWithdraw, p2pOrderDetailSchema, { body: { id } }),
    onSuccess: (order) => orderChanged(queryClient, order),
  });
}

/** One review of the counterpart of a completed order; the order then shows it. */
export function useReviewOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; positive: boolean; comment: string }) =>
      api.post(PATHS.p2pOrderReview, ignoreReply, { body }),
    onSuccess: (_reply, body) => {
      queryClient.setQueryData(p2pKeys.order(body.id), (shown: P2pOrderDetail | undefined) =>
        shown === undefined
          ? shown
          : { ...shown, review: { positive: body.positive, comment: body.comment } },
      );
      void queryClient.invalidateQueries({ queryKey: p2pKeys.order(body.id) });
      void queryClient.invalidateQueries({ queryKey: p2pKeys.advertisers() });
    },
  });
}

/** A chat message: text, an image uploaded for the order, or both. */
export function useSendChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { orderId: number; text: string; fileId?: string }): Promise<ChatRecord> =>
      api.post(PATHS.p2pChatSend, chatRecordSchema, { body }),
    onSuccess: (record, body) =>
      queryClient.setQueryData(p2pKeys.chat(body.orderId), (chat: Chat | undefined) =>
        chat === undefined ? chat : withRecord(chat, record),
      ),
  });
}

/** Tells the counterpart how far the user has read (their double ticks). */
export function useMarkChatRead() {
  return useMutation({
    mutationFn: (body: { orderId: number; seq: number }) =>
      api.post(PATHS.p2pChatRead, ignoreReply, { body, spinner: false, toast: false }),
  });
}

export function useSaveNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: NotificationSettings): Promise<NotificationSettings> =>
      api.post(PATHS.p2pNotifications, notificationSettingsSchema, { body: settings }),
    onSuccess: (settings) => queryClient.setQueryData(p2pKeys.notifications(), settings),
  });
}
