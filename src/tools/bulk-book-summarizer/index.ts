import type { ClientTool } from "../../bulk/types";
import meta from "./meta";
import { RewritePanel } from "./on-device/RewritePanel";

const tool: ClientTool<typeof meta.settings> = { meta, ResultPanel: RewritePanel };
export default tool;
