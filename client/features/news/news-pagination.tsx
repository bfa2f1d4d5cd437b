import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ArrowLeftIcon, ArrowRightIcon } from '#client/components/ui/icons';
import { newsMessages } from '#shared/messages/screens/news.ru';
import { pageBlock } from '#shared/rules/pagination';

export type NewsListPath = '/press-center' | '/events';

interface NewsPaginationProps {
  path: NewsListPath;
  page: number;
  totalPages: number;
}

const searchFor = (page: number) => (page > 1 ? { page } : {});
/** Page 1 is the address without ?page, so only an exact match marks a page link as current. */
const exactMatch = { exact: true, includeSearch: true } as const;

/**
 * Page numbers in blocks of four (1-4, 5-8, …), a button to the last page of the previous block and one
 * to the first page of the next. Plain links, so paging works without JavaScript too.
 */
export function NewsPagination({ path, page, totalPages }: NewsPaginationProps) {
  const block = pageBlock(page, totalPages);
  return (
    <nav className="pager" aria-label={newsMessages.pagination}>
      {block.prevBlockPage !== null && (
        <PagerStep path={path} page={block.prevBlockPage} label={newsMessages.previousPages}>
          <ArrowLeftIcon />
        </PagerStep>
      )}
      <ol className="pager__pages">
        {block.pages.map((number) => (
          <li key={number}>
            <Link
              to={path}
              activeOptions={exactMatch}
              search={searchFor(number)}
              className="pager__page"
              aria-label={newsMessages.page(number)}
              aria-current={number === page ? 'page' : undefined}
            >
              {number}
            </Link>
          </li>
        ))}
      </ol>
      {block.nextBlockPage !== null && (
        <PagerStep path={path} page={block.nextBlockPage} label={newsMessages.nextPages}>
          <ArrowRightIcon />
        </PagerStep>
      )}
    </nav>
  );
}

interface PagerStepProps {
  path: NewsListPath;
  page: number;
  label: string;
  children: ReactNode;
}

/** The arrow to the neighbouring block of pages, named for screen readers and on hover. */
function PagerStep({ path, page, label, children }: PagerStepProps) {
  return (
    <Link to={path} activeOptions={exactMatch} search={searchFor(page)} className="pager__step" aria-label={label} title={label}>
      {children}
    </Link>
  );
}
