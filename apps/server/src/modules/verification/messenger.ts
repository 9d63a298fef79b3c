import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMessage {
  readonly channel: 'email' | 'sms';
  /** An email address, or a phone number in E.164 form (+8613800000000). */
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/** Delivers one message or throws. Never logs the text: it holds a code. */
export interface Messenger {
  send(message: OutgoingMessage): Promise<void>;
}

/**
 * The embedded default: messages are appended to a JSON-lines file that a
 * developer can read, so a fresh install works with no mail or SMS provider.
 */
export function outboxMessenger(path: string, log: (line: string) => void): Messenger {
  return {
    async send(message) {
      await mkdir(dirname(path), { recursive: true });
      await appendFile(path, `${JSON.stringify({ ...message, at: new Date().toISOString() })}\n`);
      log(`${message.channel} message to ${maskTarget(message.to)} written to ${path}`);
    },
  };
}

/** Email over SMTP (`SMTP_URL`, e.g. smtps://user:pass@mail.example.com:465). */
export function smtpMessenger(url: string, from: string): Messenger {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
    },
  };
}

export interface TwilioConfig {
  readonly accountSid: string;
  readonly authToken: string;
  readonly from: string;
  /** Overridable for tests against a local server. */
  readonly baseUrl?: string;
}

/** SMS through Twilio's REST API (Messages resource): one real HTTP provider behind `Messenger`. */
export function twilioMessenger(config: TwilioConfig, fetchImpl: typeof fetch = fetch): Messenger {
  const base = config.baseUrl ?? 'https://api.twilio.com';
  const auth = Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64');
  return {
    async send(message) {
      const response = await fetchImpl(
        `${base}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`,
        {
          method: 'POST',
          headers: {
            authorization: `Basic ${auth}`,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: new URLSearchParams({
            To: message.to,
            From: config.from,
            Body: message.text,
          }).toString(),
          signal: AbortSignal.timeout(10_000),
        },
      );
      if (!response.ok) throw new Error(`SMS provider answered HTTP ${response.status}`);
    },
  };
}

/** Sends email and SMS each through its own messenger. */
export function routeByChannel(email: Messenger, sms: Messenger): Messenger {
  return {
    send: (message) => (message.channel === 'email' ? email.send(message) : sms.send(message)),
  };
}

/** "a***e@example.com", "+86 138****0000": enough to recognise, not to harvest. */
export function maskTarget(target: string): string {
  const at = target.indexOf('@');
  if (at > 0) {
    const name = target.slice(0, at);
    const shown =
      name.length <= 2 ? `${name[0] ?? ''}*` : `${name[0] ?? ''}***${name[name.length - 1] ?? ''}`;
    return `${shown}${target.slice(at)}`;
  }
  if (target.length <= 7) return `${target.slice(0, 2)}****`;
  return `${target.slice(0, target.length - 8)}****${target.slice(-4)}`;
}
