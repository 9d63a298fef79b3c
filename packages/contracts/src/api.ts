/** API base path and the paths both clients call. The server registers the same constants. */
export const API_BASE = '/uc';

export const PATHS = {
  clientConfig: '/public/config',
  currencies: '/member/currency',
  announcementList: '/announcement/list',
  announcementDetail: '/announcement/detail',
  helpCategories: '/help/categories',
  helpDetail: '/help/detail',
  faq: '/help/faq',
  page: '/content/page',
  docs: '/docs',
} as const;
