/** @jest-environment node */
import { countryName, fetchSaleCountries, parseSalesFeed, salesFeedUrl } from "./sales-feed";

describe("salesFeedUrl", () => {
  test("puts the product into the feed path under the base URL", () => {
    expect(salesFeedUrl("https://api.example.com", "pixelbatch")).toBe("https://api.example.com/api/v1/pixelbatch/users/sub");
    expect(salesFeedUrl("https://api.example.com/", "pixel batch")).toBe("https://api.example.com/api/v1/pixel%20batch/users/sub");
  });

  test("an empty base is this site's own origin", () => {
    expect(salesFeedUrl("", "pixelbatch")).toBe("/api/v1/pixelbatch/users/sub");
  });
});

describe("parseSalesFeed", () => {
  test("reads the country of each entry, in order", () => {
    expect(parseSalesFeed({ data: [{ country: "DE", name: "x" }, { country: " Brazil " }, { country: "IN" }] })).toEqual([
      "DE",
      "Brazil",
      "IN",
    ]);
  });

  test("skips entries without a usable country", () => {
    expect(parseSalesFeed({ data: [null, 3, {}, { country: "" }, { country: 12 }, { country: "FR" }] })).toEqual(["FR"]);
  });

  test.each([null, undefined, "text", [], {}, { data: null }, { data: {} }, { data: [] }])("%p has no entries", (body) => {
    expect(parseSalesFeed(body)).toEqual([]);
  });
});

describe("fetchSaleCountries", () => {
  const answer = (status: number, body: string) => jest.fn(async () => new Response(body, { status }));

  test("GETs the feed as JSON and returns its countries", async () => {
    const fetchFn = answer(200, JSON.stringify({ data: [{ country: "JP" }] }));
    await expect(fetchSaleCountries(fetchFn, "https://feed.example/api/v1/p/users/sub")).resolves.toEqual(["JP"]);
    expect(fetchFn).toHaveBeenCalledWith(
      "https://feed.example/api/v1/p/users/sub",
      expect.objectContaining({ headers: { Accept: "application/json" } }),
    );
  });

  test("an error status, a body that is not JSON or a network failure give no entries", async () => {
    await expect(fetchSaleCountries(answer(500, JSON.stringify({ data: [{ country: "JP" }] })), "/feed")).resolves.toEqual([]);
    await expect(fetchSaleCountries(answer(200, "<html>oops</html>"), "/feed")).resolves.toEqual([]);
    await expect(
      fetchSaleCountries(
        jest.fn(async () => Promise.reject(new TypeError("offline"))),
        "/feed",
      ),
    ).resolves.toEqual([]);
  });
});

describe("countryName", () => {
  test("names ISO codes in English and keeps names as they are", () => {
    expect(countryName("DE")).toBe("Germany");
    expect(countryName("br")).toBe("Brazil");
    expect(countryName("United Kingdom")).toBe("United Kingdom");
  });
});
