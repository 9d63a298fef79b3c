import { PAGE_ABOUT } from './pages/about.js';
import { PAGE_PRIVACY } from './pages/privacy.js';
import { PAGE_RISK } from './pages/risk.js';
import { PAGE_TERMS } from './pages/terms.js';
import type { SeedPage } from './seed.types.js';

/**
 * Seeded static pages. Body format: paragraphs separated by a blank line, `## ` headings,
 * `- ` bullets and `1. ` numbered steps; no other markup. "The Operator" is whoever runs
 * the installation; no company name or legal jurisdiction is claimed.
 */
export const SEED_PAGES: readonly SeedPage[] = [PAGE_TERMS, PAGE_PRIVACY, PAGE_ABOUT, PAGE_RISK];
