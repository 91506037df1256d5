import type { ClientTool } from "../../bulk/types";
import meta, { type settings } from "./meta";

const tool: ClientTool<typeof settings> = { meta };
export default tool;
