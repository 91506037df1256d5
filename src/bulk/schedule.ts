/**
 * Which queued file a free worker takes next. Files start in batch order, except one that alone
 * is more than a worker's share of the work still queued: started in its turn it would run on
 * while the other workers sit idle at the end of the batch, so it starts now (the rule behind
 * longest-processing-time-first scheduling, applied only where order costs time). Results keep
 * the batch's order whatever the start order.
 */
export function nextToStart(costs: readonly number[], workers: number): number {
  if (costs.length === 0) return -1;
  let largest = 0;
  let total = 0;
  for (const [index, cost] of costs.entries()) {
    total += cost;
    if (cost > costs[largest]!) largest = index;
  }
  return costs[largest]! > total / Math.max(1, workers) ? largest : 0;
}
