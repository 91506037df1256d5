/** How many posts a page of the blog and of each tag's list shows. */
export const POSTS_PER_PAGE = 6;

/** Paginated lists (blog, tags): page 1 at the base path, page n at `<base>n/`. */
export function paginationPath(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}${page}/`;
}

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

export interface PageLinks {
  previous: string | null;
  next: string | null;
}

export function pageLinks(basePath: string, currentPage: number, numPages: number): PageLinks {
  return {
    previous: currentPage > 1 ? paginationPath(basePath, currentPage - 1) : null,
    next: currentPage < numPages ? paginationPath(basePath, currentPage + 1) : null,
  };
}
