import { apiSuite } from "./api-suite";
import { modelActionsSuite } from "./model-actions-suite";

apiSuite("SQLite", async () => null);
modelActionsSuite("SQLite", async () => null);
