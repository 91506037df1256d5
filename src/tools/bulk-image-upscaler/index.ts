import type { ClientTool } from "../../bulk/types";
import meta from "./meta";

const tool: ClientTool = { meta };
export default tool;
