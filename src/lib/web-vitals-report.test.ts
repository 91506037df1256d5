import { pushToDataLayer, toDataLayerEvent } from "./web-vitals-report";

describe("web-vitals report", () => {
  const lcp = { name: "LCP", value: 1234.5, delta: 1234.5, id: "v5-1", rating: "good", navigationType: "navigate" };

  it("maps a metric to a dataLayer event", () => {
    expect(toDataLayerEvent(lcp)).toEqual({
      event: "web-vitals",
      metric_name: "LCP",
      metric_id: "v5-1",
      metric_value: 1234.5,
      metric_delta: 1234.5,
      metric_rating: "good",
      navigation_type: "navigate",
    });
  });

  it("creates the dataLayer when missing and appends to an existing one", () => {
    const win: { dataLayer?: unknown[] } = {};
    pushToDataLayer(win, { a: 1 });
    pushToDataLayer(win, { b: 2 });
    expect(win.dataLayer).toEqual([{ a: 1 }, { b: 2 }]);
  });
});
