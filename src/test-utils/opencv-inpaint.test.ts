/** @jest-environment node */
import { createRaster } from "../codecs/image";
import { emptyMask } from "../tools/bulk-photo-object-remover/hole";
import { opencvInpaint } from "./opencv-inpaint";

describe("OpenCV inpainting", () => {
  it.each(["telea", "ns"] as const)(
    "%s fills a hole in a left-dark, right-light photo from each side, and leaves the rest",
    async (method) => {
      const [width, height] = [40, 30];
      const image = createRaster(width, height);
      for (let pixel = 0; pixel < width * height; pixel += 1)
        image.data.set(pixel % width < 20 ? [40, 60, 80, 255] : [200, 180, 160, 255], pixel * 4);
      const hole = emptyMask(width, height);
      for (let y = 10; y < 20; y += 1)
        for (let x = 14; x < 26; x += 1) {
          hole.data[y * width + x] = 1;
          image.data.set([255, 0, 255, 255], (y * width + x) * 4);
        }
      const out = await opencvInpaint(image, hole, method);
      const at = (x: number, y: number) => Array.from(out.data.subarray((y * width + x) * 4, (y * width + x) * 4 + 4));
      // Each side of the hole near that side's colour (Navier-Stokes blends the two a little across the middle), the rest as it was.
      const near = (got: number[], want: number[]) =>
        got.forEach((value, channel) => expect(Math.abs(value - (want[channel] as number))).toBeLessThanOrEqual(12));
      near(at(15, 15), [40, 60, 80, 255]);
      near(at(24, 15), [200, 180, 160, 255]);
      expect(at(2, 2)).toEqual([40, 60, 80, 255]);
      expect(out.data.length).toBe(image.data.length);
    },
  );
});
