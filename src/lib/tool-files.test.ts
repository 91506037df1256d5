import { isBrowserTool, TOOL_FILES } from "./tool-files";

describe("a tool folder in the browser", () => {
  it("is a tool when its page and its worker find their files beside its meta", () => {
    const folder = (...files: string[]) => isBrowserTool((file) => files.includes(file));
    expect(folder("meta.ts", "index.ts", "process.ts")).toBe(true);
    expect(folder("meta.ts", "index.ts", "process.ts", "server.ts")).toBe(true);
    expect(folder("meta.ts", "process.ts", "server.ts")).toBe(false);
    expect(folder("meta.ts", "index.ts")).toBe(false);
    expect(folder("index.ts", "process.ts")).toBe(false);
  });

  it("never names the server's file as one the page or the worker loads", () => {
    expect([TOOL_FILES.page, TOOL_FILES.worker]).not.toContain(TOOL_FILES.server);
  });
});
