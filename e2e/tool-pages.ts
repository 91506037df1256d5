import { existsSync } from "node:fs";
import path from "node:path";
import { tools } from "../src/test-utils/content-files";
import { isBrowserTool } from "../src/lib/tool-files";

/** Every tool page whose tool is built (by the rule gatsby-node.ts gives a page its working area with), sub-pages included. */
export const toolPages = tools()
  .filter((tool) => {
    const folder = path.join(__dirname, "..", "src", "tools", tool.data.link.split("/").filter(Boolean).pop()!);
    return isBrowserTool((file) => existsSync(path.join(folder, file)));
  })
  .flatMap((tool) => [tool.data.link, ...tool.data.sub_tools.map((sub) => sub.link)]);
