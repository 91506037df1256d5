/**
 * The recent-sales feed behind the purchase toast (spec §7): GET {base}/api/v1/{product}/users/sub
 * answers `{ data: [{ country, … }] }`. Only the country is shown; anything else in an entry is ignored.
 */

export function salesFeedUrl(baseUrl: string, product: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/api/v1/${encodeURIComponent(product)}/users/sub`;
}

/** The countries of the feed's entries, in its order; entries without a country are skipped. */
export function parseSalesFeed(body: unknown): string[] {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return [];
  return data
    .map((entry) => (entry as { country?: unknown } | null)?.country)
    .filter((country): country is string => typeof country === "string" && country.trim() !== "")
    .map((country) => country.trim());
}

/** The feed's countries; none when the request fails, answers an error or is not the expected JSON. */
export async function fetchSaleCountries(fetchFn: typeof fetch, url: string, signal?: AbortSignal): Promise<string[]> {
  try {
    const response = await fetchFn(url, { headers: { Accept: "application/json" }, signal });
    if (!response.ok) return [];
    return parseSalesFeed(await response.json());
  } catch {
    return [];
  }
}

/** An ISO 3166 alpha-2 code as its English name ("DE" → "Germany"); any other text as it is. */
export function countryName(country: string): string {
  if (!/^[A-Za-z]{2}$/.test(country)) return country;
  try {
    return new Intl.DisplayNames(["en"], { type: "region" }).of(country.toUpperCase()) ?? country;
  } catch {
    return country;
  }
}
