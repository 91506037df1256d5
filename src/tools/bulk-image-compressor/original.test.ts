/** @jest-environment node */
import sharp from "sharp";
import { keepOriginal, keptExtension, type KeptInput } from "./original";

describe("keptExtension", () => {
  it("keeps the input's own spelling when it names the format", () => {
    expect(keptExtension("holiday.JPEG", "jpeg")).toBe("JPEG");
    expect(keptExtension("scan.jfif", "jpeg")).toBe("jfif");
    expect(keptExtension("logo.png", "png")).toBe("png");
  });

  it("falls back to the usual extension when the name does not match the bytes", () => {
    expect(keptExtension("photo.png", "jpeg")).toBe("jpg");
    expect(keptExtension("no-extension", "webp")).toBe("webp");
  });
});

describe("keepOriginal", () => {
  const encoded = { width: 40, height: 30 };

  async function input(keepMetadata: boolean): Promise<{ file: KeptInput; bytes: Buffer }> {
    const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#123456" } })
      .withExif({ IFD0: { Make: "TestCam" } })
      .jpeg()
      .toBuffer();
    return {
      bytes,
      file: {
        kind: "file",
        name: "camera.jpeg",
        file: new Blob([new Uint8Array(bytes)]),
        format: "jpeg",
        width: 40,
        height: 30,
        keepMetadata,
      },
    };
  }

  it("hands back the original bytes unchanged when metadata is kept", async () => {
    const { file, bytes } = await input(true);
    const kept = await keepOriginal(file, encoded);
    expect(kept.metadata).toBe("left");
    expect(Buffer.compare(Buffer.from(await kept.file.blob.arrayBuffer()), bytes)).toBe(0);
    expect(kept.file.extension).toBe("jpeg");
    expect(kept.file.blob.type).toBe("image/jpeg");
    expect(kept.file.width).toBe(40);
  });

  it("removes the metadata from the original when it is not kept", async () => {
    const { file, bytes } = await input(false);
    const kept = await keepOriginal(file, encoded);
    const out = Buffer.from(await kept.file.blob.arrayBuffer());
    expect(out.length).toBeLessThan(bytes.length);
    expect(out.includes("TestCam")).toBe(false);
    expect(kept.metadata).toBe("removed");
  });
});
