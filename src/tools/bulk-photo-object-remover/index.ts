import type { ClientTool } from "../../bulk/types";
import meta from "./meta";
import { Options } from "./Options";

const tool: ClientTool<typeof meta.settings> = { meta, Options, ownFields: ["marks"] };
export default tool;
