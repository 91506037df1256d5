import { startFirefox } from "./firefox";
import { smokeSuite } from "./smoke-suite";

smokeSuite(startFirefox);
