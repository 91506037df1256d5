import type { ClientTool } from "../../bulk/types";
import meta from "./meta";

const tool: ClientTool<typeof meta.settings> = { meta };
export default tool;
