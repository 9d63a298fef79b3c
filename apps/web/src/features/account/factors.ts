import { LOCALE_BCP47, type Locale } from '@exchange/contracts';

/** How a user can prove presence: a code by email or SMS, or the authenticator. */
export const VERIFY_CHANNELS = ['email', 'sms', 'google'] as const;
export type VerifyChannel = (typeof VERIFY_CHANNELS)[number];

export interface BoundContacts {
  email: string;
  phone: string;
  googleBound: boolean;
}

/** The channels this user can receive or produce a code on; an empty string means unbound. */
export function boundChannels(contacts: BoundContacts): VerifyChannel[] {
  return VERIFY_CHANNELS.filter((channel) =>
    channel === 'email'
      ? contacts.email !== ''
      : channel === 'sms'
        ? contacts.phone !== ''
        : contacts.googleBound,
  );
}

/** Only the channels a code can be sent on (not the authenticator). */
export function messageChannels(contacts: BoundContacts): ('email' | 'sms')[] {
  return boundChannels(contacts).filter(
    (channel): channel is 'email' | 'sms' => channel !== 'google',
  );
}

/** A server timestamp with date and time in the reader's language; unparseable text as sent. */
export function formatDateTime(iso: string, locale: Locale): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Intl.DateTimeFormat(LOCALE_BCP47[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(time);
}
