/**
 * OpenCV's classical inpainting (Telea 2004's fast marching, and Bertalmio et al. 2001's
 * Navier-Stokes) as the baselines the object remover's fill is measured against. Test and bench
 * code only: the WebAssembly build of OpenCV (@techstark/opencv-js, a dev dependency) is 8 MB, and
 * nothing shipped to browsers may import this module.
 */
import * as opencvModule from "@techstark/opencv-js";
import type { Raster } from "../codecs/image";
import type { HoleMask } from "../tools/bulk-photo-object-remover/hole";

export type InpaintMethod = "telea" | "ns";

/** The radii tried (pixels of the neighbourhood each filled pixel is taken from): 3 is OpenCV's usual, 5 sometimes smoother. */
export const INPAINT_RADII = [3, 5] as const;

/** The few parts of OpenCV's JavaScript API used here; the package's own types leave out `inpaint`. */
interface Mat {
  data: Uint8Array;
  delete(): void;
}
interface OpenCv {
  Mat: new () => Mat;
  matFromArray(rows: number, cols: number, type: number, data: ArrayLike<number>): Mat;
  cvtColor(src: Mat, dst: Mat, code: number): void;
  inpaint(src: Mat, mask: Mat, dst: Mat, radius: number, flags: number): void;
  CV_8UC1: number;
  CV_8UC4: number;
  COLOR_RGBA2RGB: number;
  INPAINT_TELEA: number;
  INPAINT_NS: number;
  onRuntimeInitialized?: () => void;
}

let loading: Promise<{ cv: OpenCv }> | null = null;

/**
 * OpenCV, once its WebAssembly runtime has started (about a second, once per process), wrapped: the
 * module object has a `then` that hands back the module, which a promise resolved with it (or an
 * `await` of it) would follow for ever.
 */
export function openCv(): Promise<{ cv: OpenCv }> {
  loading ??= new Promise((resolve) => {
    const cv = ((opencvModule as unknown as { default?: OpenCv }).default ?? opencvModule) as unknown as OpenCv;
    if (typeof cv.Mat === "function") resolve({ cv });
    else cv.onRuntimeInitialized = () => resolve({ cv });
  });
  return loading;
}

/** The photo with the marked pixels inpainted by OpenCV (the alpha channel kept as it was). */
export async function opencvInpaint(
  image: Raster,
  hole: HoleMask,
  method: InpaintMethod,
  radius: number = INPAINT_RADII[0],
): Promise<Raster> {
  const { cv } = await openCv();
  const { width, height } = image;
  if (hole.width !== width || hole.height !== height)
    throw new Error(`the mask is ${hole.width}×${hole.height}, the photo ${width}×${height}`);
  const rgba = cv.matFromArray(height, width, cv.CV_8UC4, image.data);
  const mask = cv.matFromArray(height, width, cv.CV_8UC1, hole.data);
  const [rgb, out] = [new cv.Mat(), new cv.Mat()];
  try {
    cv.cvtColor(rgba, rgb, cv.COLOR_RGBA2RGB);
    cv.inpaint(rgb, mask, out, radius, method === "telea" ? cv.INPAINT_TELEA : cv.INPAINT_NS);
    const data = new Uint8ClampedArray(image.data);
    for (let pixel = 0; pixel < width * height; pixel += 1) data.set(out.data.subarray(pixel * 3, pixel * 3 + 3), pixel * 4);
    return { data, width, height };
  } finally {
    for (const mat of [rgba, mask, rgb, out]) mat.delete();
  }
}
