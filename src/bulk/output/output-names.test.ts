import type { Job } from "../batch";
import { outputNames } from "./output-names";

const job = (id: string, order: number, path: string, outputs: { extension: string; suffix?: string }[], status: Job["status"] = "done") =>
  ({
    id,
    order,
    path,
    status,
    generated: null,
    outputs: outputs.map((output) => ({ blob: new Blob(), width: 10, height: 5, ...output })),
  }) as unknown as Job;

describe("outputNames", () => {
  it("names outputs in batch order, unique across the batch", () => {
    const names = outputNames(
      [
        job("a", 1, "trip/IMG 1.jpg", [{ extension: "webp" }]),
        job("b", 2, "home/IMG 1.png", [{ extension: "webp" }]),
        job("c", 3, "x.jpg", [], "failed"),
      ],
      "{name}",
    );
    expect(Object.fromEntries(names)).toEqual({ a: ["IMG 1.webp"], b: ["IMG 1 (1).webp"] });
  });

  it("applies the template and separates several outputs of one file", () => {
    const names = outputNames(
      [job("a", 1, "cat.jpg", [{ extension: "webp", suffix: "-lqip" }, { extension: "json" }])],
      "{name}-{width}x{height}",
    );
    expect(names.get("a")).toEqual(["cat-10x5-lqip.webp", "cat-10x5.json"]);
  });
});
