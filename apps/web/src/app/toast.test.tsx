import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { act, waitFor } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installAntdRender } from './antdRender';

/**
 * Vitest hands CSS imports over empty, so the sheets are read from disk and
 * added to the document; jsdom cascades them by specificity and order, and
 * the toast's computed style shows which rule wins. antd's sheet goes last,
 * as it loads after app.css in the app.
 */
const here = fileURLToPath(import.meta.url);
const sheets = [
  readFileSync(join(dirname(here), 'app.css'), 'utf8'),
  readFileSync(createRequire(here).resolve('antd-mobile/es/components/toast/toast.css'), 'utf8'),
];

describe('toast text', () => {
  const added: HTMLStyleElement[] = [];
  beforeAll(() => {
    installAntdRender();
    for (const css of sheets) {
      const style = document.createElement('style');
      style.textContent = css;
      document.head.append(style);
      added.push(style);
    }
  });
  afterAll(() => {
    act(() => Toast.clear());
    for (const style of added) style.remove();
  });

  it('wraps between words, and inside a word only when it cannot fit a line', async () => {
    act(() => {
      Toast.show({ content: 'The withdrawal address is not valid on this network' });
    });
    const main = await waitFor(() => {
      const found = document.querySelector('.adm-toast-main');
      if (!(found instanceof HTMLElement)) throw new Error('no toast yet');
      return found;
    });
    // antd-mobile's own `break-all` cut words anywhere ("withdraw" / "al").
    const style = getComputedStyle(main);
    expect(style.wordBreak).toBe('normal');
    expect(style.overflowWrap).toBe('anywhere');
  });
});
