/**
 * The buyer's country: the order has no country field, the customer record it references has one
 * (contracts a3), fetched from the Lemon Squeezy API with the store's API key.
 */
export async function customerCountry(
  apiUrl: string,
  apiKey: string,
  customerId: string | number,
  fetchImpl: typeof fetch = fetch,
): Promise<string | null> {
  const response = await fetchImpl(`${apiUrl}/v1/customers/${encodeURIComponent(String(customerId))}`, {
    headers: { Accept: "application/vnd.api+json", Authorization: `Bearer ${apiKey}` },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`Lemon Squeezy answered ${response.status} for customer ${customerId}`);
  const body = (await response.json()) as { data?: { attributes?: { country?: unknown } } };
  const country = body.data?.attributes?.country;
  return typeof country === "string" && /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : null;
}
