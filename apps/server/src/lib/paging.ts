export interface Page<T> {
  readonly list: T[];
  readonly total: number;
  readonly pageNo: number;
  readonly pageSize: number;
}

/**
 * One page of a listing and its total, fetched together. `rows` gets the
 * limit and offset for the page; `count` counts the whole listing.
 */
export async function paged<R, T>(
  pageNo: number,
  pageSize: number,
  rows: (limit: number, offset: number) => Promise<R[]>,
  count: () => Promise<number | string | bigint>,
  view: (row: R) => T,
): Promise<Page<T>> {
  const [list, total] = await Promise.all([rows(pageSize, (pageNo - 1) * pageSize), count()]);
  return { list: list.map(view), total: Number(total), pageNo, pageSize };
}
