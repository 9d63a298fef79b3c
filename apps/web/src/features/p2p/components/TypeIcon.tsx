import type { PaymentType } from '@exchange/contracts';
import {
  AlipayCircleFill,
  BankcardOutline,
  GlobalOutline,
  LinkOutline,
  MessageFill,
  SendOutline,
} from 'antd-mobile-icons';
import type { ComponentType } from 'react';

const ICONS: Readonly<Record<PaymentType, ComponentType<{ className?: string }>>> = {
  bank_card: BankcardOutline,
  wechat: MessageFill,
  alipay: AlipayCircleFill,
  western_union: GlobalOutline,
  swift: SendOutline,
  crypto: LinkOutline,
};

/** A payment type's picture; decorative, since its name is always written beside it. */
export function TypeIcon({ type }: { type: PaymentType }) {
  const Icon = ICONS[type];
  return (
    <span className={`payment-icon ${type}`} aria-hidden="true">
      <Icon />
    </span>
  );
}
