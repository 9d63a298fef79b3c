import type { QuickExchange } from '@exchange/contracts';
import type { Tone } from '../funding/status';

/** A partial exchange is not an error, but it is not finished either: the user holds USDT. */
export const EXCHANGE_TONE: Readonly<Record<QuickExchange['status'], Tone>> = {
  FILLED: 'good',
  PARTIAL: 'pending',
};
