import type { ClientTool } from "../../bulk/types";
import meta, { type settings } from "./meta";
import { Options } from "./Options";

const tool: ClientTool<typeof settings> = { meta, Options, ownFields: ["hints", "reference"] };
export default tool;
