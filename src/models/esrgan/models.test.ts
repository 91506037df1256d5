/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { MODEL_CATALOGUE } from "../catalogue";
import { FAMILIES, type ModelChoice, modelId, type Scale } from "./models";
import { FACE_UPSCALER } from "./upscale-raster";

interface KerasLayer {
  class_name: string;
  config: { name: string; kernel_size?: number[]; dilation_rate?: number[]; strides?: number[]; size?: number[] };
  inbound_nodes: [string, ...unknown[]][][];
}

/**
 * How far, in input pixels, an output pixel of a Keras layers model can see: the longest path of
 * convolution radii, each counted at the resolution it runs at (after an UpSampling2D, a pixel of
 * context is 1/size of an input pixel).
 */
function receptiveRadius(layers: KerasLayer[]): number {
  const reach = new Map<string, { radius: number; scale: number }>();
  let last = { radius: 0, scale: 1 };
  for (const layer of layers) {
    const inputs = layer.inbound_nodes.flat().map(([name]) => reach.get(name) ?? { radius: 0, scale: 1 });
    let radius = Math.max(0, ...inputs.map((input) => input.radius));
    let scale = Math.max(1, ...inputs.map((input) => input.scale));
    const { kernel_size: kernel, dilation_rate: dilation, strides, size } = layer.config;
    if (layer.class_name === "Conv2D") {
      expect(strides).toEqual([1, 1]);
      radius += ((((kernel?.[0] ?? 1) - 1) / 2) * (dilation?.[0] ?? 1)) / scale;
    } else if (layer.class_name === "UpSampling2D") {
      scale *= size?.[0] ?? 1;
    }
    last = { radius, scale };
    reach.set(layer.config.name, last);
  }
  return last.radius;
}

function layersOf(choice: ModelChoice, scale: Scale): KerasLayer[] {
  const file = path.join(__dirname, "../../../node_modules/@upscalerjs", FAMILIES[choice].family, `models/x${scale}/model.json`);
  const model = JSON.parse(readFileSync(file, "utf8")) as { modelTopology: { model_config: { config: { layers: KerasLayer[] } } } };
  return model.modelTopology.model_config.config.layers;
}

describe("ESRGAN models", () => {
  it("names catalogue entries by family and scale", () => {
    expect(modelId("fast", 2)).toBe("esrgan-slim-x2");
    expect(modelId("best", 4)).toBe("esrgan-medium-x4");
    for (const choice of ["fast", "best"] as const) {
      for (const scale of [2, 3, 4] as const) {
        const entry = MODEL_CATALOGUE.find((model) => model.id === modelId(choice, scale));
        expect(entry).toMatchObject({ package: `@upscalerjs/${FAMILIES[choice].family}`, license: "MIT" });
        // The profile picture maker enlarges small faces with the slim models.
        expect(entry?.tools).toEqual(choice === FACE_UPSCALER ? ["bulk-image-upscaler", "profile-pic-maker"] : ["bulk-image-upscaler"]);
        expect(Object.keys(entry?.files ?? {}).sort()).toEqual(["group1-shard1of1.bin", "model.json"]);
      }
    }
  });

  it.each([
    ["fast", 2],
    ["fast", 3],
    ["fast", 4],
    ["best", 2],
    ["best", 3],
    ["best", 4],
  ] as const)("reads exactly the receptive radius of %s ×%i as tile margin", (choice, scale) => {
    const layers = layersOf(choice, scale);
    expect(layers.filter((layer) => layer.class_name === "UpSampling2D")).toHaveLength(1);
    expect(Math.ceil(receptiveRadius(layers))).toBe(FAMILIES[choice].margin);
  });
});
