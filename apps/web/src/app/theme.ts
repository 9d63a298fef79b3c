import type { Theme } from '../state/settings';

/** Browser chrome colour per theme; matches --bg in theme.css. */
const THEME_COLOR: Record<Theme, string> = { dark: '#0b0e14', light: '#f4f5f7' };

export function applyTheme(doc: Document, theme: Theme): void {
  doc.documentElement.setAttribute('data-theme', theme);
  doc.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLOR[theme]);
}
