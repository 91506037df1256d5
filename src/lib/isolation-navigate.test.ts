import { type Navigate, routeAcrossIsolationAsFullLoads } from "./isolation-navigate";

function setUp(href: string, before?: Navigate) {
  const loads: string[] = [];
  const location = {
    href,
    assign: (url: string) => loads.push(`assign ${url}`),
    replace: (url: string) => loads.push(`replace ${url}`),
  };
  const host: { ___navigate?: Navigate } = before ? { ___navigate: before } : {};
  routeAcrossIsolationAsFullLoads(host, location);
  return { host, loads };
}

describe("routeAcrossIsolationAsFullLoads", () => {
  it("wraps a router already in place: a move from a tool page to pricing is a full load", () => {
    const routed: string[] = [];
    const { host, loads } = setUp("https://example.test/tools/bulk-image-compressor/", (to) => routed.push(String(to)));
    host.___navigate?.("/pricing/");
    host.___navigate?.("/tools/bulk-image-resizer/");
    host.___navigate?.("/", { replace: true });
    expect(loads).toEqual(["assign https://example.test/pricing/", "replace https://example.test/"]);
    expect(routed).toEqual(["/tools/bulk-image-resizer/"]);
  });

  it("wraps a router assigned afterwards, as gatsby develop does", () => {
    const routed: string[] = [];
    const { host, loads } = setUp("https://example.test/");
    expect(host.___navigate).toBeUndefined();
    host.___navigate = (to) => routed.push(String(to));
    host.___navigate("/tools/bulk-image-compressor/");
    host.___navigate("/blog/");
    host.___navigate(-1);
    expect(loads).toEqual(["assign https://example.test/tools/bulk-image-compressor/"]);
    expect(routed).toEqual(["/blog/", "-1"]);
  });
});
