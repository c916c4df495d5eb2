/**
 * How many queued Safe transactions one request to the Safe Transaction Service asks for, and how many pages are read
 * at most (the service pages its lists; a queue longer than this many pages is not one a member works through).
 */
export const SAFE_QUEUE_PAGE_LIMIT = { perPage: 100, pages: 10 } as const;
