/**
 * The multi-threaded AVIF and PNG encoders, in a worker of their own under the tool's worker (see
 * threads.ts): if their thread pool never answers, this worker hangs, not the tool's, which gives up
 * on it and writes the file on one thread.
 */
/// <reference lib="webworker" />
import type { EncoderReply, EncoderRequest } from "./encoder-protocol";
import { oxipngStarted } from "./oxipng-start";

declare const self: DedicatedWorkerGlobalScope;

async function encoded(request: EncoderRequest): Promise<ArrayBuffer> {
  const image = new ImageData(request.pixels, request.width, request.height);
  if (request.codec === "avif") {
    const { default: encode } = await import("@jsquash/avif/encode");
    return encode(image, request.options);
  }
  const { default: optimise } = await oxipngStarted();
  return optimise(image, request.options);
}

self.onmessage = async ({ data: request }: MessageEvent<EncoderRequest>) => {
  const reply = (message: EncoderReply, transfer: Transferable[] = []) => self.postMessage(message, transfer);
  try {
    const bytes = await encoded(request);
    reply({ id: request.id, bytes }, [bytes]);
  } catch (error) {
    reply({ id: request.id, error: error instanceof Error ? error.message : String(error) });
  }
};
