import { apiSuite } from "./api-suite";

apiSuite("SQLite", async () => null);
