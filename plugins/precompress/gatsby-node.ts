import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { compressDir } from "./compress-dir";

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  const activity = reporter.activityTimer("precompress: Brotli and gzip copies of text files");
  activity.start();
  const { files, bytesIn, bytesOut } = await compressDir(path.resolve("public"));
  activity.setStatus(`${files} files, ${Math.round(bytesIn / 1024)} KB → ${Math.round(bytesOut / 1024)} KB (br)`);
  activity.end();
};
