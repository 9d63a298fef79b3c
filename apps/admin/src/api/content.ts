import {
  ADMIN_PATHS,
  contentItemSchema,
  contentPageSchema,
  type ContentCreate,
  type ContentItemView,
  type ContentUpdate,
} from '@exchange/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../app/context';
import { nullSchema, pathOf, type QueryParams } from './client';
import { keys } from './keys';

/** Help categories are few (a dozen or so); one page of the largest size holds them all. */
const CATEGORY_QUERY = { kind: 'help_category', pageSize: 200 } as const;

/** One page of content items, drafts included. */
export function useContentList(query: QueryParams) {
  const api = useApi();
  return useQuery({
    queryKey: keys.content.list(query),
    queryFn: ({ signal }) => api.get(ADMIN_PATHS.content, contentPageSchema, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every help category, for the article's category picker and the list's filter. */
export function useContentCategories(enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: keys.content.list(CATEGORY_QUERY),
    queryFn: ({ signal }) =>
      api.get(ADMIN_PATHS.content, contentPageSchema, { query: CATEGORY_QUERY, signal }),
    select: (page) => page.list,
    enabled,
  });
}

/** One item with the text of every locale it has. */
export function useContentItem(id: number) {
  const api = useApi();
  return useQuery({
    queryKey: keys.content.one(id),
    queryFn: ({ signal }) =>
      api.get(pathOf(ADMIN_PATHS.contentItem, { id }), contentItemSchema, { signal }),
  });
}

/**
 * Create, change and delete. `title` only names the item in the notice. A
 * change sends only what differs from the item as loaded, with the version
 * it was loaded at, so it never overwrites someone else's newer edit.
 */
export function useContentActions() {
  const api = useApi();
  const queryClient = useQueryClient();
  // The lists only: the item itself is replaced by the server's answer.
  const refreshLists = () =>
    queryClient.invalidateQueries({ queryKey: [...keys.content.all, 'list'] });
  const remember = (item: ContentItemView) => {
    queryClient.setQueryData(keys.content.one(item.id), item);
    return refreshLists();
  };
  return {
    create: useMutation({
      mutationFn: (v: { body: ContentCreate; title: string }) =>
        api.post(ADMIN_PATHS.contentCreate, contentItemSchema, v.body),
      meta: { success: 'content.created' },
      onSuccess: remember,
    }),
    update: useMutation({
      mutationFn: (v: { id: number; change: ContentUpdate; title: string }) =>
        api.post(pathOf(ADMIN_PATHS.contentUpdate, { id: v.id }), contentItemSchema, v.change),
      meta: { success: 'content.saved' },
      onSuccess: remember,
    }),
    remove: useMutation({
      mutationFn: (v: { id: number; title: string }) =>
        api.post(pathOf(ADMIN_PATHS.contentDelete, { id: v.id }), nullSchema),
      meta: { success: 'content.deleted' },
      onSuccess: (_data, v) => {
        queryClient.removeQueries({ queryKey: keys.content.one(v.id) });
        return refreshLists();
      },
    }),
  };
}
