import {
  acceptList,
  declaredType,
  FORMATS,
  formatOfExtension,
  IMAGE_FORMATS,
  type InputFormat,
  isInputFormat,
  namesList,
  OUTPUT_FORMATS,
  TEXT_FORMATS,
} from "./formats";

describe("the formats table", () => {
  it("gives each kind of format and the outputs in the table's order", () => {
    expect(IMAGE_FORMATS).toEqual(["jpeg", "png", "webp", "avif", "gif", "bmp", "tiff", "heic", "jxl"]);
    expect(TEXT_FORMATS).toEqual(["txt", "epub"]);
    expect(OUTPUT_FORMATS).toEqual(["jpeg", "png", "webp", "avif", "jxl"]);
  });

  it("gives no two formats the same MIME type or extension", () => {
    const all = Object.values(FORMATS);
    const types = all.flatMap((format) => format.mimeTypes);
    const extensions = all.flatMap((format) => format.extensions);
    expect(new Set(types).size).toBe(types.length);
    expect(new Set(extensions).size).toBe(extensions.length);
  });

  it("finds a format by its extension in any case, and nothing by an object's member names", () => {
    expect(formatOfExtension("JPE")).toBe("jpeg");
    expect(formatOfExtension("heif")).toBe("heic");
    expect(formatOfExtension("svg")).toBeUndefined();
    expect(isInputFormat("jxl")).toBe(true);
    expect(isInputFormat("constructor")).toBe(false);
  });

  it("names formats for people and lists them", () => {
    expect(namesList(["png", "jxl"])).toBe("PNG or JPEG XL");
    expect(namesList(IMAGE_FORMATS)).toBe("JPEG, PNG, WebP, AVIF, GIF, BMP, TIFF, HEIC or JPEG XL");
  });

  it("accepts files by MIME type and extension both", () => {
    expect(acceptList(["heic", "pdf"] as InputFormat[])).toBe("image/heic,image/heif,.heic,.heif,application/pdf,.pdf");
  });

  it("declares a file's type from its extension when its browser gave none the table knows", () => {
    expect(declaredType("IMG_0001.HEIC", "")).toBe("image/heic");
    expect(declaredType("photo.bmp", "image/x-ms-bmp")).toBe("image/bmp");
    expect(declaredType("photo.heif", "image/heif")).toBe("image/heif");
    expect(declaredType("notes", "application/octet-stream")).toBe("application/octet-stream");
  });
});
