import type { ClientTool } from "../../bulk/types";
import meta, { type settings } from "./meta";
import { Options } from "./Options";

const tool: ClientTool<typeof settings> = {
  meta,
  Options,
  ownFields: ["frameX", "frameY", "frameWidth", "frameHeight", "backgroundImage"],
};
export default tool;
