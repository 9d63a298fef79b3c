/** Locales seeded with text; other locales fall back to en_US at read time. */
export type SeedLocale = 'en_US' | 'zh_CN' | 'zh_HK';

export type SeedText = {
  readonly title: string;
  readonly summary?: string;
  readonly body: string;
};

export type SeedTranslations = { readonly en_US: SeedText } & Partial<
  Record<Exclude<SeedLocale, 'en_US'>, SeedText>
>;

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
