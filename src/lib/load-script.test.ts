import { loadScript } from "./load-script";

const scriptsFor = (src: string) => [...document.head.querySelectorAll("script")].filter((script) => script.src === src);

afterEach(() => document.head.replaceChildren());

describe("loadScript", () => {
  test("adds one async script and resolves when it has loaded", async () => {
    const src = "https://cdn.example/a.js";
    const load = loadScript(src);
    const [script] = scriptsFor(src);
    expect(script?.async).toBe(true);
    script!.dispatchEvent(new Event("load"));
    await expect(load).resolves.toBeUndefined();
  });

  test("callers for the same address share one script and one load", async () => {
    const src = "https://cdn.example/b.js";
    const first = loadScript(src);
    const second = loadScript(src);
    expect(second).toBe(first);
    expect(scriptsFor(src)).toHaveLength(1);
    scriptsFor(src)[0]!.dispatchEvent(new Event("load"));
    await Promise.all([first, second]);
    expect(loadScript(src)).toBe(first);
  });

  test("a failed load rejects, removes the script, and the next call tries again", async () => {
    const src = "https://cdn.example/c.js";
    const failed = loadScript(src);
    scriptsFor(src)[0]!.dispatchEvent(new Event("error"));
    await expect(failed).rejects.toThrow("Could not load https://cdn.example/c.js");
    expect(scriptsFor(src)).toHaveLength(0);
    const retry = loadScript(src);
    expect(retry).not.toBe(failed);
    expect(scriptsFor(src)).toHaveLength(1);
  });
});
