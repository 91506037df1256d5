/**
 * ISNet on onnxruntime-node: the very model files the site serves (from @imgly/background-removal-data,
 * joined from their chunks as the model-assets build plugin joins them), one session per variant,
 * created on first use and kept.
 */
import * as ort from "onnxruntime-node";
import { ISNET_MODELS, type IsnetVariant } from "../../src/models/isnet/model-field";
import { ISNET_SIZE } from "../../src/models/isnet/tensor";
import { startOncePerKey } from "../../src/lib/start-once";
import { packageModelFiles } from "./package-model";

/** ISNet's final, fused mask (imgly's export names it so); the side outputs are not fetched. */
const OUTPUT = "output";

const sessionOf = startOncePerKey(async (variant: IsnetVariant) => {
  const model = (await packageModelFiles(ISNET_MODELS[variant])).get("model.onnx");
  if (!model) throw new Error(`the ${ISNET_MODELS[variant]} model has no model.onnx`);
  return ort.InferenceSession.create(model, { graphOptimizationLevel: "all", executionProviders: ["cpu"] });
});

/** Subject probabilities (1024², 0…1) for a model input from `toModelInput`. */
export async function runIsnet(variant: IsnetVariant, input: Float32Array): Promise<Float32Array> {
  const session = await sessionOf(variant);
  const [inputName] = session.inputNames;
  const outputName = session.outputNames.includes(OUTPUT) ? OUTPUT : session.outputNames[0];
  if (!inputName || !outputName) throw new Error("the background model file has no input or output");
  const outputs = await session.run({ [inputName]: new ort.Tensor("float32", input, [1, 3, ISNET_SIZE, ISNET_SIZE]) }, [outputName]);
  const output = outputs[outputName];
  if (!output) throw new Error("the background model gave no mask");
  return output.data as Float32Array;
}
