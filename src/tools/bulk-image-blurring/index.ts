import type { ClientTool } from "../../bulk/types";
import meta from "./meta";
import { Options } from "./Options";

const tool: ClientTool<typeof meta.settings> = { meta, Options, ownFields: ["regionX", "regionY", "regionWidth", "regionHeight"] };
export default tool;
