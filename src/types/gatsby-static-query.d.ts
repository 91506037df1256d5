import type { Context } from "react";

/** Gatsby's context of static query results: public (its own runtime imports it from "gatsby"), though not in its typings. */
declare module "gatsby" {
  export const StaticQueryContext: Context<Record<string, { data: unknown } | undefined>>;
}
