/** Times as stored: ISO-8601 in UTC, which sorts as text. */
export const isoTime = (ms: number = Date.now()): string => new Date(ms).toISOString();
