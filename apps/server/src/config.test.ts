import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const KEY = Buffer.alloc(32, 1).toString('base64');

describe('loadConfig', () => {
  it('has working defaults for the embedded run', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 8080,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: undefined,
      signWindowS: 300,
    });
    expect(config.signSecret.length).toBeGreaterThanOrEqual(8);
    // Mining hash prices nobody published: the labelled simulation outside production.
    expect(config.hashPriceFeed).toEqual({ kind: 'simulated' });
  });

  it('reads every documented variable', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '0.0.0.0',
      DATA_DIR: '/tmp/x',
      DATABASE_URL: 'postgres://u@h:5432/db',
      API_SIGN_SECRET: 'a-long-secret',
      NODE_ENV: 'production',
      SIGN_WINDOW_S: '60',
      SECRETS_KEY: KEY,
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '0.0.0.0',
      dataDir: '/tmp/x',
      databaseUrl: 'postgres://u@h:5432/db',
      signSecret: 'a-long-secret',
      env: 'production',
      signWindowS: 60,
      trustProxy: '10.0.0.0/8, 127.0.0.1',
      // Production pays only operator-published hash prices unless a feed is configured.
      hashPriceFeed: { kind: 'none' },
    });
    expect(loadConfig({ MINING_FEED_URL: 'https://feed.example/hashprice' }).hashPriceFeed).toEqual(
      { kind: 'http', url: 'https://feed.example/hashprice' },
    );
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: '-1' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ API_SIGN_SECRET: 'short' }, 'API_SIGN_SECRET'],
    [{ SIGN_WINDOW_S: '0' }, 'SIGN_WINDOW_S'],
    [{ NODE_ENV: 'production' }, 'API_SIGN_SECRET'],
    [
      { NODE_ENV: 'production', API_SIGN_SECRET: 'long-enough', CAPTCHA: 'off', SECRETS_KEY: KEY },
      'CAPTCHA',
    ],
    [{ NODE_ENV: 'production', API_SIGN_SECRET: 'long-enough' }, 'SECRETS_KEY'],
    [{ SECRETS_KEY: 'c2hvcnQ=' }, 'SECRETS_KEY'],
    [{ CAPTCHA: 'maybe' }, 'CAPTCHA'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ SMS_PROVIDER: 'twilio' }, 'TWILIO_ACCOUNT_SID'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'proxy.example.com' }, 'TRUST_PROXY'],
    [{ TEST_CLOCK: 'on' }, 'TEST_CLOCK'],
    [{ MINING_FEED_URL: 'not a url' }, 'MINING_FEED_URL'],
    [{ TEST_CLOCK: 'on', NODE_ENV: 'development' }, 'TEST_CLOCK'],
  ])('refuses %j with a message naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', NODE_ENV: 'y' })).toThrow(
      /PORT[\s\S]*NODE_ENV|NODE_ENV[\s\S]*PORT/,
    );
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
    });
  });
});
