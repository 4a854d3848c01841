import { useEffect } from 'react';
import type { ColaboracionListResponse } from '@shared/schemas/colaboracion';

/**
 * How many pages the list has. When the page asked for no longer exists (rows were deleted or moved
 * to another state), it goes to the last page that does.
 */
export function usePageCount(data: ColaboracionListResponse | undefined, goToPage: (page: number) => void): number {
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const outOfRange = data !== undefined && data.page > pageCount;
  useEffect(() => {
    if (outOfRange) goToPage(pageCount);
  }, [outOfRange, pageCount, goToPage]);
  return pageCount;
}
