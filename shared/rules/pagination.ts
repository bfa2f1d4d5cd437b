import { NEWS_PAGINATION } from '../constants';

/** Pages are numbered from 1. */

function assertPageSize(size: number): void {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`Page size must be a positive integer, got ${size}`);
}

export function pageCount(total: number, size: number): number {
  assertPageSize(size);
  return Math.ceil(Math.max(0, total) / size);
}

/** A page number made safe for a list of `totalPages` pages: an integer from 1 to max(1, totalPages). */
export function clampPage(page: number, totalPages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, totalPages));
}

/** The items of one page; a page past the end is empty (clamp first to avoid that). */
export function pageSlice<T>(items: readonly T[], page: number, size: number): T[] {
  assertPageSize(size);
  const start = (Math.trunc(page) - 1) * size;
  return start < 0 ? [] : items.slice(start, start + size);
}

/** The pager is hidden when the items fit on one page. */
export function shouldShowPagination(total: number, size: number): boolean {
  return total > size;
}

export interface PageBlock {
  pages: number[];
  /** The last page of the previous block, or null on the first block. */
  prevBlockPage: number | null;
  /** The first page of the next block, or null on the last block. */
  nextBlockPage: number | null;
}

/** The block of page numbers around `page` (1-4, 5-8, …) and where the block buttons lead. */
export function pageBlock(page: number, totalPages: number, blockSize: number = NEWS_PAGINATION.pageBlockSize): PageBlock {
  assertPageSize(blockSize);
  if (totalPages < 1) return { pages: [], prevBlockPage: null, nextBlockPage: null };
  const current = clampPage(page, totalPages);
  const first = Math.floor((current - 1) / blockSize) * blockSize + 1;
  const last = Math.min(first + blockSize - 1, totalPages);
  const pages = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  return {
    pages,
    prevBlockPage: first > 1 ? first - 1 : null,
    nextBlockPage: last < totalPages ? last + 1 : null,
  };
}
