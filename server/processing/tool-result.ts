import type { ProcessResult } from "../../src/domain/tool";
import type { ActionResult } from "./result";

/** A browser tool's result, as the server stores it: each file's blob read into a buffer, its type from the blob. */
export async function fromToolResult(result: ProcessResult): Promise<ActionResult> {
  const files = await Promise.all(
    result.files.map(async (file) => ({
      buffer: Buffer.from(await file.blob.arrayBuffer()),
      extension: file.extension,
      mimeType: file.blob.type || "application/octet-stream",
      width: file.width,
      height: file.height,
      suffix: file.suffix,
    })),
  );
  return { files, note: result.note, data: result.data };
}
