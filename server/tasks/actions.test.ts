/** @jest-environment node */
import { actionCost, ACTIONS, isAction, isModelAction, parseParameters } from "./actions";
import { outputName } from "./output-name";
import { uploadTypeProblem } from "./upload-types";

describe("task parameters", () => {
  it("are the browser tools' settings, defaults filled in", () => {
    const parsed = parseParameters("resize", { mode: "percent", percent: 25 });
    expect(parsed).toMatchObject({ ok: true, settings: { mode: "percent", percent: 25, method: "lanczos3", format: "same" } });
    for (const action of ACTIONS) expect(parseParameters(action, undefined).ok).toBe(true);
  });

  it("refuse an unknown action, a value out of bounds and a misspelt name", () => {
    expect(parseParameters("sharpen", {})).toEqual({
      ok: false,
      message: `Unknown action "sharpen". Actions: ${ACTIONS.join(", ")}.`,
    });
    expect(parseParameters("compress", { quality: 101, qualty: 5 })).toEqual({
      ok: false,
      message: 'Parameters of compress: "quality": Too big: expected number to be <=100; unknown parameter "qualty".',
    });
    expect(parseParameters("transparent", { transparency: 0 }).ok).toBe(false);
  });

  it("refuse an action named like a member every object has, as any unknown action", () => {
    for (const action of ["constructor", "toString", "__proto__", "hasOwnProperty"]) {
      expect(isAction(action)).toBe(false);
      expect(parseParameters(action, {})).toEqual({ ok: false, message: `Unknown action "${action}". Actions: ${ACTIONS.join(", ")}.` });
      expect(uploadTypeProblem("image/jpeg", "jpg", action)).toBeNull();
      expect(isModelAction(action)).toBe(false);
      expect(() => actionCost(action)).toThrow(`Unknown action "${action}".`);
    }
  });
});

describe("output formats", () => {
  it("take JPEG XL where its encoder loads, as the browser tools do", () => {
    expect(parseParameters("convert", { format: "jxl" }).ok).toBe(true);
    expect(parseParameters("compress", { format: "jxl", jxlLossless: true }).ok).toBe(true);
    expect(parseParameters("compress", { format: "avif" }).ok).toBe(true);
  });

  it("are refused by name where this machine cannot write them, though the browser tool's schema takes them", () => {
    jest.isolateModules(() => {
      jest.doMock("../processing/decoders/jxl", () => ({ jxlEncoderLoads: () => false }));
      const actions = jest.requireActual<{ parseParameters: typeof parseParameters }>("./actions");
      expect(actions.parseParameters("convert", { format: "jxl" })).toEqual({
        ok: false,
        message: 'Parameters of convert: "format": JPEG XL output is not available from the API (the browser tool writes it).',
      });
    });
  });
});

describe("uploads", () => {
  it("take image types with their own extensions", () => {
    expect(uploadTypeProblem("image/jpeg", "JPG", "compress")).toBeNull();
    expect(uploadTypeProblem("image/jpeg", "png", "compress")).toMatch(/does not fit/);
    expect(uploadTypeProblem("application/zip", "zip", "compress")).toMatch(/is not taken/);
  });

  it("take PDFs and books only for the actions whose tools read them", () => {
    expect(uploadTypeProblem("application/pdf", "pdf", "pdf-to-images")).toBeNull();
    expect(uploadTypeProblem("application/epub+zip", "epub", "summarize-book")).toBeNull();
    expect(uploadTypeProblem("text/plain", "txt", "summarize-book")).toBeNull();
    expect(uploadTypeProblem("application/pdf", "pdf", "compress")).toBe(
      "compress does not take application/pdf files: send image/jpeg, image/png, image/webp, image/avif, image/gif, image/bmp, image/tiff, image/heic, image/heif, image/jxl",
    );
    expect(uploadTypeProblem("image/png", "png", "pdf-to-images")).toBe(
      "pdf-to-images does not take image/png files: send application/pdf",
    );
  });

  it("results are named after their input", () => {
    expect(outputName("holiday photo – été 2024.jpg", "webp")).toBe("holiday photo – été 2024.webp");
    expect(outputName("../../etc/passwd", "png")).toBe(".._.._etc_passwd.png");
    expect(outputName(".jpg", "png")).toBe("image.png");
  });
});
