import { existsSync } from "node:fs";
import path from "node:path";
import { tools } from "../src/test-utils/content-files";

/** Every tool page whose tool is built (its folder has its index.ts, as gatsby-node.ts asks), sub-pages included. */
export const toolPages = tools()
  .filter((tool) => existsSync(path.join(__dirname, "..", "src", "tools", tool.data.link.split("/").filter(Boolean).pop()!, "index.ts")))
  .flatMap((tool) => [tool.data.link, ...tool.data.sub_tools.map((sub) => sub.link)]);
