/** URL state of a news list page: `?page=2`. Page 1 is the address without the parameter. */
export interface NewsSearch {
  page?: number;
}

/** Anything that is not a whole number of at least 1 means page 1 (the loader clamps the top end). */
export function validateNewsSearch(search: Record<string, unknown>): NewsSearch {
  const raw = search.page;
  const page = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  // The key is always returned (undefined when invalid): the router keeps the raw value of a key left out.
  return { page: Number.isSafeInteger(page) && page > 1 ? page : undefined };
}
