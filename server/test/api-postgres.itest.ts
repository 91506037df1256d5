import { after, before } from "node:test";
import { apiSuite } from "./api-suite";
import { modelActionsSuite } from "./model-actions-suite";
import { type Cluster, postgresBinDir, startPostgres } from "./postgres-cluster";

/** The same suite against PostgreSQL: CI installs it (.ci/run) and must run it; a developer machine may lack it. */
const missing = postgresBinDir() === null;
if (missing) {
  const message = "PostgreSQL is not installed (apt-get install -y postgresql): the API tests on PostgreSQL are skipped.";
  if (process.env.CI) throw new Error(`${message} CI must run them.`);
  console.log(message);
}

let cluster: Cluster | null = null;
before(async () => {
  if (!missing) cluster = await startPostgres();
});
after(() => cluster?.stop());

apiSuite(
  "PostgreSQL",
  async (fresh) => {
    if (!cluster) throw new Error("the PostgreSQL cluster did not start");
    return fresh ? cluster.createDatabase(fresh) : cluster.url;
  },
  { skip: missing && "PostgreSQL is not installed", sharedQueue: true },
);

modelActionsSuite(
  "PostgreSQL",
  async () => {
    if (!cluster) throw new Error("the PostgreSQL cluster did not start");
    return cluster.createDatabase("models");
  },
  missing && "PostgreSQL is not installed",
);
