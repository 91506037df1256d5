/**
 * Runs `work` over the items with at most `lanes` of them under way, results in the items' order.
 * For PDF pages: while one page is drawn in the tool's worker, pdf.js parses the next in its own,
 * and only that many pages' pixels are ever held at once.
 */
export async function mapInFlight<T, R>(items: readonly T[], lanes: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (next < items.length && !failed) {
      const index = next;
      next += 1;
      try {
        results[index] = await work(items[index] as T, index);
      } catch (error) {
        // The other lanes finish what they hold and take nothing new.
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(lanes, items.length)) }, lane));
  return results;
}
