import fs from "node:fs";
import path from "node:path";
import { toCreditPack } from "../../src/lib/credit-pack-schema";
import type { CreditPack } from "../../src/lib/credit-packs";

/** The credit packs the pricing page sells (content/credit-packs), so the webhook grants what the page sold. */
export const CREDIT_PACKS_DIR = path.resolve(__dirname, "../../content/credit-packs");

export function readCreditPacks(dir: string = CREDIT_PACKS_DIR): CreditPack[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => {
      const slug = name.replace(/\.json$/, "");
      let data: unknown;
      try {
        data = JSON.parse(fs.readFileSync(path.join(dir, name), "utf8"));
      } catch (error) {
        throw new Error(`Credit pack "${slug}": not valid JSON (${(error as Error).message})`);
      }
      return toCreditPack(slug, data);
    });
}
