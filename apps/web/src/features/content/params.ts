import { PAGE_SLUGS } from '@exchange/contracts';
import { useSearchParams } from 'react-router';
import type { PageSlug } from './queries';

/** The `id` query parameter when it is a positive integer, else null (the screen shows not-found). */
export function useIdParam(): number | null {
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  return /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null;
}

export function isPageSlug(value: string | null): value is PageSlug {
  return value !== null && (PAGE_SLUGS as readonly string[]).includes(value);
}

/** /TermsOfService shows the terms unless `slug` names another page. */
export function useSlugParam(): PageSlug {
  const [params] = useSearchParams();
  const slug = params.get('slug');
  return isPageSlug(slug) ? slug : 'terms';
}
