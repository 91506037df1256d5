import { loadThirdPartyScripts, thirdPartyScriptsFor, type ThirdPartyConfig } from "./third-party-scripts";

const NONE: ThirdPartyConfig = {
  lemonJsUrl: "https://app.lemonsqueezy.com/js/lemon.js",
  chatWidgetUrl: "",
  affiliateScriptUrl: "",
  affiliateStore: "",
};
const ALL: ThirdPartyConfig = {
  ...NONE,
  chatWidgetUrl: "https://chat.example/widget.js",
  affiliateScriptUrl: "https://affiliate.example/affiliate.js",
  affiliateStore: "pixelbatch",
};

describe("thirdPartyScriptsFor", () => {
  test("nothing when nothing is configured (Lemon.js is loaded by the buy buttons, not here)", () => {
    expect(thirdPartyScriptsFor("/", NONE)).toEqual([]);
    expect(thirdPartyScriptsFor("/pricing/", NONE)).toEqual([]);
  });

  test("the configured chat widget and affiliate script, with the affiliate snippet's store global", () => {
    expect(thirdPartyScriptsFor("/pricing/", ALL)).toEqual([
      { name: "chat", src: "https://chat.example/widget.js", globals: {} },
      {
        name: "affiliate",
        src: "https://affiliate.example/affiliate.js",
        globals: { lemonSqueezyAffiliateConfig: { store: "pixelbatch" } },
      },
    ]);
    expect(thirdPartyScriptsFor("/", { ...ALL, chatWidgetUrl: "", affiliateStore: "" })).toEqual([
      { name: "affiliate", src: "https://affiliate.example/affiliate.js", globals: {} },
    ]);
  });

  test("none on cross-origin isolated tool pages, which would block them", () => {
    expect(thirdPartyScriptsFor("/tools/bulk-flip-image/", ALL)).toEqual([]);
    expect(thirdPartyScriptsFor("/tools/bulk-image-converter/convert-to-png/", ALL)).toEqual([]);
    expect(thirdPartyScriptsFor("/tools/", ALL)).toHaveLength(2);
  });
});

describe("loadThirdPartyScripts", () => {
  test("sets each script's globals before loading it, and a failed load is only logged", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const seen: unknown[] = [];
    const load = jest.fn(async (src: string) => {
      seen.push((window as unknown as { lemonSqueezyAffiliateConfig?: unknown }).lemonSqueezyAffiliateConfig);
      if (src.includes("chat")) throw new Error("blocked");
    });
    await loadThirdPartyScripts(thirdPartyScriptsFor("/", ALL), window, load);
    expect(load.mock.calls.map(([src]) => src)).toEqual(["https://chat.example/widget.js", "https://affiliate.example/affiliate.js"]);
    expect(seen[1]).toEqual({ store: "pixelbatch" });
    expect(warn).toHaveBeenCalledWith("The chat script did not load", expect.any(Error));
    warn.mockRestore();
  });
});
