/**
 * A TensorFlow.js graph model's artifacts from its model.json and the weight shards it names, all in
 * memory: for the runtimes that read the model files themselves (Node, from the npm packages) rather
 * than through the browser's model cache.
 */
import type { io } from "@tensorflow/tfjs-core";

interface GraphModelJson {
  modelTopology: object;
  format?: string;
  generatedBy?: string;
  convertedBy?: string;
  signature?: object;
  weightsManifest: { paths: string[]; weights: io.WeightsManifestEntry[] }[];
}

/** `read` gives a file of the model by its name (model.json's own shard paths). */
export function graphArtifacts(modelJson: string, read: (name: string) => Uint8Array): io.ModelArtifacts {
  const json = JSON.parse(modelJson) as GraphModelJson;
  const shards = json.weightsManifest.flatMap((group) => group.paths.map(read));
  const weights = new Uint8Array(shards.reduce((sum, shard) => sum + shard.length, 0));
  let offset = 0;
  for (const shard of shards) {
    weights.set(shard, offset);
    offset += shard.length;
  }
  return {
    modelTopology: json.modelTopology,
    format: json.format,
    generatedBy: json.generatedBy,
    convertedBy: json.convertedBy,
    signature: json.signature,
    weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
    weightData: weights.buffer,
  };
}
