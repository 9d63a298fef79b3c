import { useI18n } from '../app/context';
import { PAGE_SIZES } from './useList';

export interface Paging {
  readonly pageNo: number;
  readonly pageSize: number;
  readonly total: number;
  onPage(pageNo: number): void;
  onPageSize(pageSize: number): void;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function Pager({ paging }: { paging: Paging }) {
  const { t } = useI18n();
  const pages = pageCount(paging.total, paging.pageSize);
  return (
    <div className="pager">
      <span className="muted" data-testid="table-total">
        {t('common.rows', { total: paging.total })}
      </span>
      <select
        aria-label={t('common.perPage', { size: paging.pageSize })}
        data-testid="table-page-size"
        value={paging.pageSize}
        onChange={(event) => paging.onPageSize(Number(event.target.value))}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {t('common.perPage', { size })}
          </option>
        ))}
      </select>
      <button
        type="button"
        data-testid="table-prev"
        disabled={paging.pageNo <= 1}
        onClick={() => paging.onPage(paging.pageNo - 1)}
      >
        {t('common.prev')}
      </button>
      <span data-testid="table-page">{t('common.pageOf', { page: paging.pageNo, pages })}</span>
      <button
        type="button"
        data-testid="table-next"
        disabled={paging.pageNo >= pages}
        onClick={() => paging.onPage(paging.pageNo + 1)}
      >
        {t('common.next')}
      </button>
    </div>
  );
}
