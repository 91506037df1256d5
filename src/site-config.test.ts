/** @jest-environment node */
import type { SiteConfig } from "./site-config";

async function configWith(env: Record<string, string>): Promise<SiteConfig> {
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    let config: SiteConfig | undefined;
    await jest.isolateModulesAsync(async () => {
      config = (await import("./site-config")).siteConfig;
    });
    return config!;
  } finally {
    process.env = saved;
  }
}

describe("third-party scripts and the sales feed in the configuration", () => {
  test("by default: Lemon.js from Lemon Squeezy, no chat widget, no affiliate script, the feed on this site", async () => {
    const config = await configWith({});
    expect(config.thirdParty).toEqual({
      lemonJsUrl: "https://app.lemonsqueezy.com/js/lemon.js",
      chatWidgetUrl: "",
      affiliateScriptUrl: "",
      affiliateStore: "",
    });
    expect(config.salesFeedUrl).toBe("/api/v1/pixelbatch/users/sub");
  });

  test("each address comes from its variable", async () => {
    const config = await configWith({
      LEMON_JS_URL: "https://cdn.example/lemon.js",
      CHAT_WIDGET_URL: "https://chat.example/w.js",
      AFFILIATE_SCRIPT_URL: "https://aff.example/a.js",
      AFFILIATE_STORE: "pixelbatch",
      SALES_FEED_URL: "https://api.example.com/",
      SALES_FEED_PRODUCT: "pixelbatch-staging",
    });
    expect(config.thirdParty).toEqual({
      lemonJsUrl: "https://cdn.example/lemon.js",
      chatWidgetUrl: "https://chat.example/w.js",
      affiliateScriptUrl: "https://aff.example/a.js",
      affiliateStore: "pixelbatch",
    });
    expect(config.salesFeedUrl).toBe("https://api.example.com/api/v1/pixelbatch-staging/users/sub");
  });

  test('"off" switches the overlay and the sales feed off', async () => {
    const config = await configWith({ LEMON_JS_URL: "off", SALES_FEED_URL: "off" });
    expect(config.thirdParty.lemonJsUrl).toBe("");
    expect(config.salesFeedUrl).toBe("");
  });

  test("an address that is not an http(s) URL stops the build with the variable's name", async () => {
    await expect(configWith({ CHAT_WIDGET_URL: "javascript:alert(1)" })).rejects.toThrow('CHAT_WIDGET_URL must be an http(s) URL or "off"');
    await expect(configWith({ SALES_FEED_URL: "api.example.com" })).rejects.toThrow("SALES_FEED_URL must be");
  });
});
