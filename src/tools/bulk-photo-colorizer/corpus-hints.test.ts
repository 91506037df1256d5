/** @jest-environment node */
import { chromaError, GREY_PAIRS, greyPair, lightnessChange, psnr, sampledHints } from "../../test-utils/colour-pairs";
import { colorize, placedHints } from "./colorize";

/** Interactive colorization is measured against the number of hints, as its papers do. */
describe.each(Object.keys(GREY_PAIRS))("colour hints on the grey corpus photo %s", (name) => {
  it.each([
    [10, 0.9],
    [50, 0.7],
  ])("%i hints from the original cut the a/b colour error well below the grey photo's, its lightness kept", async (count, share) => {
    const { grey, original } = await greyPair(name, 320);
    const coloured = colorize(grey, placedHints(sampledHints(original, count)));
    expect(chromaError(coloured, original)).toBeLessThan(share * chromaError(grey, original));
    expect(psnr(coloured, original)).toBeGreaterThan(psnr(grey, original));
    expect(lightnessChange(coloured, grey)).toBeLessThan(1);
  });
});
