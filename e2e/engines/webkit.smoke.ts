import { smokeSuite } from "./smoke-suite";
import { startWebKit } from "./webkit";

smokeSuite(startWebKit);
