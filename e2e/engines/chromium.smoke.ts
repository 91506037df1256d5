import { startChromium } from "./chromium";
import { smokeSuite } from "./smoke-suite";

smokeSuite(startChromium);
