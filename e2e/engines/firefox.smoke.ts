import { encoderStarts } from "./encoder-starts";
import { startFirefox } from "./firefox";
import { smokeSuite } from "./smoke-suite";

smokeSuite(startFirefox, encoderStarts);
