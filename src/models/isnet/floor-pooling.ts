/**
 * ONNX Runtime's WebGPU backend refuses ISNet's MaxPool nodes ("using ceil() in shape computation is
 * not yet supported for MaxPool", onnxruntime-web 1.21): they round odd sizes up (ceil_mode = 1).
 * At ISNet's fixed 1024² input every pooled size is even (1024 → 512 → … → 16), where rounding up and
 * down agree, so the attribute is switched off: the outputs are identical (checked on the corpus,
 * largest difference 0) and WebGPU can run the model.
 *
 * The attribute is a protobuf AttributeProto { name: "ceil_mode", i: 1, type: INT }; its bytes are
 * rewritten in place (same length), so nothing else in the file moves.
 */
const CEIL_MODE_ON = Uint8Array.from([0x0a, 0x09, ...Array.from("ceil_mode", (c) => c.charCodeAt(0)), 0x18, 0x01, 0xa0, 0x01, 0x02]);
/** Offset of the value byte of field `i` within the pattern. */
const VALUE_AT = 12;

/** A copy of the model with every `ceil_mode = 1` set to 0, and how many there were. */
export function withFloorPooling(model: ArrayBuffer): { bytes: Uint8Array; changed: number } {
  const bytes = new Uint8Array(model.slice(0));
  let changed = 0;
  const first = CEIL_MODE_ON[0] as number;
  for (let at = bytes.indexOf(first); at >= 0 && at <= bytes.length - CEIL_MODE_ON.length; at = bytes.indexOf(first, at + 1)) {
    if (!matchesAt(bytes, at)) continue;
    bytes[at + VALUE_AT] = 0;
    changed += 1;
  }
  return { bytes, changed };
}

function matchesAt(bytes: Uint8Array, at: number): boolean {
  for (let offset = 0; offset < CEIL_MODE_ON.length; offset += 1) if (bytes[at + offset] !== CEIL_MODE_ON[offset]) return false;
  return true;
}
