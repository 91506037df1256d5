import { breakBeforeDots } from "./break-before-dots";

test("a domain name may break before its dots", () => {
  expect(breakBeforeDots("PixelBatch vs bulkresizephotos.com")).toEqual(["PixelBatch vs bulkresizephotos", ".com"]);
  expect(breakBeforeDots("a.b.co")).toEqual(["a", ".b", ".co"]);
});

test("a sentence's full stop and a text without dots stay whole", () => {
  expect(breakBeforeDots("PixelBatch vs Squoosh. Both work.")).toEqual(["PixelBatch vs Squoosh. Both work."]);
  expect(breakBeforeDots("PixelBatch vs TinyPNG")).toEqual(["PixelBatch vs TinyPNG"]);
});
