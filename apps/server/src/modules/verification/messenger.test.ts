import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { smtpSink } from '../../test/smtp.js';
import { afterAll, describe, expect, it } from 'vitest';
import { maskTarget, smtpMessenger, twilioMessenger } from './messenger.js';

describe('SMTP messenger', () => {
  const sink = smtpSink();
  afterAll(() => sink.close());

  it('delivers real mail that a client can parse', async () => {
    const messenger = smtpMessenger(await sink.start(), 'Exchange <no-reply@example.com>');
    await messenger.send({
      channel: 'email',
      to: 'alice@example.com',
      subject: 'Your verification code',
      text: 'Your verification code is 123456.',
    });
    const received = sink.received;
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['alice@example.com']);
    const parsed = await PostalMime.parse(received[0]?.raw ?? '');
    expect(parsed.subject).toBe('Your verification code');
    expect(parsed.text?.trim()).toBe('Your verification code is 123456.');
  });
});

describe('Twilio SMS messenger', () => {
  it('posts the message to the Messages resource with basic auth', async () => {
    const requests: { url: string; auth: string; body: string }[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        requests.push({ url: req.url ?? '', auth: req.headers.authorization ?? '', body });
        res
          .writeHead(requests.length === 1 ? 201 : 400, { 'content-type': 'application/json' })
          .end('{}');
      });
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const sms = twilioMessenger({
      accountSid: 'AC123',
      authToken: 'secret',
      from: '+15550001111',
      baseUrl: `http://127.0.0.1:${port}`,
    });
    await sms.send({ channel: 'sms', to: '+8613800138000', subject: '', text: 'code 123456' });
    await expect(
      sms.send({ channel: 'sms', to: '+8613800138000', subject: '', text: 'x' }),
    ).rejects.toThrow(/HTTP 400/);
    server.close();
    expect(requests[0]?.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(requests[0]?.auth).toBe(`Basic ${Buffer.from('AC123:secret').toString('base64')}`);
    expect(Object.fromEntries(new URLSearchParams(requests[0]?.body))).toEqual({
      To: '+8613800138000',
      From: '+15550001111',
      Body: 'code 123456',
    });
  });
});

describe('maskTarget', () => {
  it('keeps enough to recognise and hides the rest', () => {
    expect(maskTarget('alice@example.com')).toBe('a***e@example.com');
    expect(maskTarget('ab@example.com')).toBe('a*@example.com');
    expect(maskTarget('+8613800138000')).toBe('+86138****8000');
  });
});
