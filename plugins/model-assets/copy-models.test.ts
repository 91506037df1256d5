/** @jest-environment node */
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { copyModels } from "./copy-models";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

async function fakePackage(root: string): Promise<void> {
  const dist = path.join(root, "node_modules", "fake-models", "dist");
  await fs.mkdir(dist, { recursive: true });
  const chunks = ["first-", "second"].map((text, index) => ({ text, hash: sha256(text), offsets: [index * 6, index * 6 + 6] }));
  for (const chunk of chunks) await fs.writeFile(path.join(dist, chunk.hash), chunk.text);
  const entry = { chunks: chunks.map(({ hash, offsets }) => ({ hash, offsets })), size: 12 };
  await fs.writeFile(path.join(dist, "resources.json"), JSON.stringify({ "/models/small": entry }));
  await fs.writeFile(path.join(dist, "weights.bin"), "bin");
}

describe("copyModels", () => {
  let root: string;
  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), "models-"));
    await fakePackage(root);
  });
  afterEach(() => fs.rm(root, { recursive: true, force: true }));

  const catalogue = (weights = "dist/weights.bin") => [
    {
      id: "fake",
      label: "fake model",
      tools: ["t"],
      package: "fake-models",
      license: "MIT",
      files: { "model.onnx": "dist/resources.json#/models/small", "group1-shard1of1.bin": weights },
    },
  ];

  it("joins chunked models, keeps served names inside a content-hashed folder and reports sizes", async () => {
    const publicDir = path.join(root, "public");
    const manifest = await copyModels(catalogue(), path.join(root, "node_modules"), publicDir);
    const served = manifest.fake!;
    expect(served.base).toMatch(/^\/models\/fake-[0-9a-f]{16}\/$/);
    expect(served.files).toEqual({ "model.onnx": 12, "group1-shard1of1.bin": 3 });
    expect(await fs.readFile(path.join(publicDir, served.base, "model.onnx"), "utf8")).toBe("first-second");
  });

  it("changes the folder when a file changes and removes the old one", async () => {
    const publicDir = path.join(root, "public");
    const first = await copyModels(catalogue(), path.join(root, "node_modules"), publicDir);
    await fs.writeFile(path.join(root, "node_modules", "fake-models", "dist", "other.bin"), "changed");
    const second = await copyModels(catalogue("dist/other.bin"), path.join(root, "node_modules"), publicDir);
    expect(second.fake!.base).not.toBe(first.fake!.base);
    expect(await fs.readdir(path.join(publicDir, "models"))).toEqual([path.basename(second.fake!.base)]);
  });

  it("refuses a damaged chunk", async () => {
    const dist = path.join(root, "node_modules", "fake-models", "dist");
    await fs.writeFile(path.join(dist, sha256("second")), "SECOND");
    await expect(copyModels(catalogue(), path.join(root, "node_modules"), path.join(root, "public"))).rejects.toThrow("is damaged");
  });

  it("names the missing resource key", async () => {
    const broken = [{ ...catalogue()[0]!, files: { "model.onnx": "dist/resources.json#/models/large" } }];
    await expect(copyModels(broken, path.join(root, "node_modules"), path.join(root, "public"))).rejects.toThrow('no "/models/large"');
  });
});
