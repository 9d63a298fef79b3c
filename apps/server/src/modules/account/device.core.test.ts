import { describe, expect, it } from 'vitest';
import { deviceLabel, deviceParts } from './device.core.js';

const UA = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1',
  iPhoneWebView:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  iPadSafari:
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidSamsung:
    'Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
  windowsOpera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/109.0.0.0',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};

describe('deviceLabel', () => {
  it.each([
    [UA.iPhoneSafari, 'Safari 17 on iPhone'],
    [UA.iPhoneChrome, 'Chrome 123 on iPhone'],
    [UA.iPhoneWebView, 'iPhone'],
    [UA.iPadSafari, 'Safari 16 on iPad'],
    [UA.macSafari, 'Safari 17 on macOS'],
    [UA.androidChrome, 'Chrome 124 on Android'],
    [UA.androidSamsung, 'Samsung Internet 23 on Android'],
    [UA.windowsEdge, 'Edge 124 on Windows'],
    [UA.windowsOpera, 'Opera 109 on Windows'],
    [UA.linuxFirefox, 'Firefox 125 on Linux'],
    [UA.chromebook, 'Chrome 124 on ChromeOS'],
  ])('labels %s as %s', (userAgent, label) => {
    expect(deviceLabel(userAgent)).toBe(label);
  });

  it('never takes the WebKit build for Safari’s version', () => {
    expect(deviceLabel(UA.iPhoneSafari)).not.toContain('604');
    expect(deviceLabel(UA.macSafari)).not.toContain('605');
  });

  it('keeps an unrecognised User-Agent, cut short, and nothing for none', () => {
    expect(deviceLabel('okhttp/4.12.0')).toBe('okhttp/4.12.0');
    expect(deviceLabel(`bot/${'x'.repeat(300)}`)).toHaveLength(120);
    expect(deviceLabel(undefined)).toBe('');
    expect(deviceLabel('')).toBe('');
  });
});

describe('deviceParts', () => {
  it('splits every label deviceLabel writes', () => {
    expect(deviceParts(deviceLabel(UA.iPhoneSafari))).toEqual({
      browser: 'Safari',
      version: '17',
      os: 'iOS',
      device: 'iPhone',
    });
    expect(deviceParts(deviceLabel(UA.androidSamsung))).toEqual({
      browser: 'Samsung Internet',
      version: '23',
      os: 'Android',
      device: '',
    });
    expect(deviceParts(deviceLabel(UA.iPhoneWebView))).toEqual({
      browser: '',
      version: '',
      os: 'iOS',
      device: 'iPhone',
    });
    expect(deviceParts('Chrome 124')).toEqual({
      browser: 'Chrome',
      version: '124',
      os: '',
      device: '',
    });
  });

  it('reads labels stored before: WebKit builds dropped, User-Agent tokens named', () => {
    expect(deviceParts('Safari 604 on iPhone')).toEqual({
      browser: 'Safari',
      version: '',
      os: 'iOS',
      device: 'iPhone',
    });
    expect(deviceParts('Safari 605 on Mac OS X')).toMatchObject({
      browser: 'Safari',
      version: '',
      os: 'macOS',
    });
    expect(deviceParts('CriOS 120 on iPad')).toMatchObject({
      browser: 'Chrome',
      version: '120',
      os: 'iPadOS',
      device: 'iPad',
    });
    expect(deviceParts('Edg 120 on Windows')).toMatchObject({ browser: 'Edge', version: '120' });
    expect(deviceParts('FxiOS 124 on iPhone')).toMatchObject({ browser: 'Firefox' });
  });

  it('gives empty parts for anything that is not a label', () => {
    const unknown = { browser: '', version: '', os: '', device: '' };
    for (const label of ['', 'console', 'okhttp/4.12.0', 'Chrome 1 on Moon', 'toString', 'on on'])
      expect(deviceParts(label), label).toEqual(unknown);
  });
});
