import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_ROUTES } from './routes';
import { ScreenSkeleton } from './ScreenSkeleton';
import { TAB_ICONS } from './TabIcons';
import { applyTheme } from './theme';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const page = new DOMParser().parseFromString(read('../../index.html'), 'text/html');
const bootScript = read('../../public/theme-boot.js');

/** Markup without the whitespace between tags that formatting adds. */
const tight = (html: string) => html.replace(/>\s+</g, '><').trim();

function parsed(markup: string): Element {
  const holder = document.createElement('div');
  holder.innerHTML = markup;
  const element = holder.firstElementChild;
  if (!element) throw new Error(`nothing rendered: ${markup}`);
  return element;
}

/** Runs public/theme-boot.js as the page would at `path`; returns the tab it lit. */
function bootAt(path: string): string | null {
  document.documentElement.removeAttribute('data-boot-tab');
  window.history.replaceState(null, '', path);
  new Function(bootScript)();
  return document.documentElement.getAttribute('data-boot-tab');
}

afterEach(() => {
  document.documentElement.removeAttribute('data-boot-tab');
  document.documentElement.setAttribute('data-theme', 'dark');
  document.head.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('the static shell in index.html', () => {
  const root = page.getElementById('root');

  it('sits inside #root, where the first render replaces it, and says nothing in any language', () => {
    expect(root?.querySelector('.boot-screen')).not.toBeNull();
    expect(root?.querySelector('.boot-tabs')).not.toBeNull();
    expect(root?.textContent?.trim()).toBe('');
  });

  it('draws the same rows as the placeholder a screen shows while its code loads', () => {
    const shell = root?.querySelector('.boot-screen');
    expect(tight(shell?.outerHTML ?? '')).toBe(
      tight(parsed(renderToStaticMarkup(<ScreenSkeleton />)).outerHTML),
    );
  });

  it("draws the tab bar's own icons, in its order", () => {
    const drawn = [...(root?.querySelectorAll('.boot-tabs [data-tab]') ?? [])];
    expect(drawn.map((tab) => tab.getAttribute('data-tab'))).toEqual(Object.keys(TAB_ICONS));
    for (const tab of drawn) {
      const key = tab.getAttribute('data-tab') as keyof typeof TAB_ICONS;
      const icon = parsed(renderToStaticMarkup(TAB_ICONS[key]));
      expect(tight(tab.querySelector('svg')?.innerHTML ?? ''), key).toBe(tight(icon.innerHTML));
      expect(tab.querySelector('svg')?.getAttribute('viewBox')).toBe(icon.getAttribute('viewBox'));
    }
  });
});

describe('theme-boot.js', () => {
  it('lights the tab of each tab page, home for the bare origin', () => {
    expect(bootAt('/')).toBe('home');
    expect(bootAt('/home')).toBe('home');
    expect(bootAt('/quotes?active=2')).toBe('market');
    expect(bootAt('/trade/BTC_USDT')).toBe('trade');
    expect(bootAt('/perpetualContract/BTC')).toBe('contract');
    expect(bootAt('/funds')).toBe('assets');
    expect(bootAt('/userCenter')).toBe('my');
  });

  it('draws the tab bar on exactly the routes that show it', () => {
    for (const route of APP_ROUTES) {
      const path = route.path.replace(/:\w+/g, 'BTC');
      expect(bootAt(path) !== null, path).toBe(route.footer === true);
    }
  });

  it('applies the stored white theme with the colour the app gives the browser chrome', () => {
    document.head.innerHTML = '<meta name="theme-color" content="#0b0e14" />';
    window.localStorage.setItem('theme', 'light');
    bootAt('/home');
    expect(document.documentElement.getAttribute('data-theme')).toBe('light');
    const booted = document.querySelector('meta[name="theme-color"]')?.getAttribute('content');
    applyTheme(document, 'light');
    expect(booted).toBe(
      document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
    );
  });
});
