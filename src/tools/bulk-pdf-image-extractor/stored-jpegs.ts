/**
 * The JPEG files a PDF stores, found by the object pdf.js reports for an image ("12R"), read from the
 * file's own bytes and, for an encrypted file, decrypted with the visitor's password. An image is
 * handed out as stored only when everything checks: an image stream, DCT-encoded, no separate
 * transparency mask, and a JPEG whose frame is the size the PDF declares.
 */
import { jpegFrameSize } from "../../codecs/jpeg-frame";
import { nameOf, PdfRef, type PdfValue } from "./pdf-syntax";
import { EncryptionError, standardDecryptor, type StreamDecryptor } from "./security";
import { StoredObjects } from "./stored-objects";
import { storedJpeg } from "./stream-filters";

export type StoredImage =
  | { kind: "jpeg"; bytes: Uint8Array }
  /** A DCT image whose transparency lives in a separate mask: only the decoded image carries it. */
  | { kind: "masked" }
  /** Not a stored JPEG, or one that could not be taken out as stored; `problem` says why, when it matters. */
  | { kind: "other"; problem?: string };

/** pdf.js names objects "12R", or "12R3" for generation 3. */
export function refOf(objectId: string): PdfRef | null {
  const match = /^(\d+)R(\d*)$/.exec(objectId);
  return match ? new PdfRef(Number(match[1]), Number(match[2] || 0)) : null;
}

export class StoredJpegs {
  private objects: Promise<StoredObjects> | null = null;
  private decryptor: Promise<StreamDecryptor> | null = null;

  constructor(
    private readonly file: Blob,
    private readonly password: string,
  ) {}

  private load(): Promise<StoredObjects> {
    this.objects ??= this.file.arrayBuffer().then((buffer) => new StoredObjects(new Uint8Array(buffer)));
    return this.objects;
  }

  /** Streams as they were before encryption; the key is worked out once, on the first JPEG. */
  private async decrypt(objects: StoredObjects, ref: PdfRef, data: Uint8Array): Promise<Uint8Array> {
    const resolve = (value: PdfValue | undefined) => objects.resolve(value);
    const trailer = objects.trailer();
    const encrypt = resolve(trailer?.get("Encrypt"));
    if (!(encrypt instanceof Map)) return data;
    this.decryptor ??= (async () => {
      const ids = resolve(trailer?.get("ID"));
      const fileId = Array.isArray(ids) ? resolve(ids[0]) : undefined;
      return standardDecryptor(encrypt, fileId instanceof Uint8Array ? fileId : new Uint8Array(0), this.password, resolve);
    })();
    return (await this.decryptor)(ref, data);
  }

  async image(objectId: string): Promise<StoredImage> {
    const ref = refOf(objectId);
    if (!ref) return { kind: "other" };
    const objects = await this.load();
    const resolve = (value: PdfValue | undefined) => objects.resolve(value);
    const stream = objects.stream(ref);
    if (!stream || nameOf(resolve(stream.dict.get("Subtype"))) !== "Image") return { kind: "other" };
    try {
      const jpeg = await storedJpeg(stream.dict, await this.decrypt(objects, ref, stream.data), resolve);
      if (!jpeg) return { kind: "other" };
      if (stream.dict.has("SMask") || stream.dict.has("Mask")) return { kind: "masked" };
      const size = jpegFrameSize(jpeg);
      const declared = { width: resolve(stream.dict.get("Width")), height: resolve(stream.dict.get("Height")) };
      if (!size || size.width !== declared.width || size.height !== declared.height) {
        return { kind: "other", problem: "a JPEG image's data does not match its size in the PDF" };
      }
      return { kind: "jpeg", bytes: jpeg };
    } catch (error) {
      return { kind: "other", problem: error instanceof EncryptionError ? error.message : "a JPEG image's stored data could not be read" };
    }
  }
}
