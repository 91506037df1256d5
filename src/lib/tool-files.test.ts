import { isBrowserTool, TOOL_FILES } from "./tool-files";

describe("a tool folder in the browser", () => {
  it("is a tool when its worker finds its file beside its meta, with or without panels of its own", () => {
    const folder = (...files: string[]) => isBrowserTool((file) => files.includes(file));
    expect(folder("meta.ts", "process.ts")).toBe(true);
    expect(folder("meta.ts", "index.ts", "process.ts")).toBe(true);
    expect(folder("meta.ts", "process.ts", "server.ts")).toBe(true);
    expect(folder("meta.ts", "index.ts", "server.ts")).toBe(false);
    expect(folder("index.ts", "process.ts")).toBe(false);
  });

  it("never names the server's file as one the page or the worker loads", () => {
    expect([TOOL_FILES.meta, TOOL_FILES.panels, TOOL_FILES.worker]).not.toContain(TOOL_FILES.server);
  });
});
