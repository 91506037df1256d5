import { isActive } from "./active";
import type { Job } from "./batch";

const job = (status: Job["status"], held = false) => ({ status, held }) as Job;

describe("isActive", () => {
  it("counts queued and running files, not held, finished or failed ones", () => {
    expect([job("queued"), job("processing"), job("queued", true), job("done"), job("failed")].map(isActive)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
