import type { Locale } from '@exchange/contracts';

/** Seeded content is written in every interface language. */
export type SeedLocale = Locale;

export type SeedText = {
  readonly title: string;
  readonly summary?: string;
  readonly body: string;
};

export type SeedTranslations = Readonly<Record<SeedLocale, SeedText>>;

export interface SeedAnnouncement {
  readonly slug: string;
  readonly pinned: boolean;
  readonly publishedAt: string;
  readonly text: SeedTranslations;
}

export interface SeedHelpCategory {
  readonly slug: string;
  readonly title: Readonly<Record<SeedLocale, string>>;
  readonly articles: readonly SeedHelpArticle[];
}

export interface SeedHelpArticle {
  readonly slug: string;
  readonly text: SeedTranslations;
}

/** title = question, body = answer */
export interface SeedFaq {
  readonly slug: string;
  readonly text: SeedTranslations;
}

export interface SeedPage {
  readonly slug: 'terms' | 'privacy' | 'about' | 'risk';
  readonly text: SeedTranslations;
}
