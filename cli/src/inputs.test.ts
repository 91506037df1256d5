/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { collectInputs } from "./inputs";

describe("the inputs of a run", () => {
  let folder: string;
  const names = (files: { relative: string }[]) => files.map((file) => file.relative);

  beforeAll(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "pb-inputs-"));
    for (const name of ["a.jpg", "nested/b.PNG", "book.pdf", "notes.txt", "out/made.jpg"]) {
      fs.mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
      fs.writeFileSync(path.join(folder, name), "x");
    }
  });

  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it("takes from a folder, at any depth, the files the action reads, and nothing from the output folder", async () => {
    const { files } = await collectInputs([folder], folder, path.join(folder, "out"), "compress");
    expect(names(files)).toEqual(["a.jpg", path.join("nested", "b.PNG")]);
  });

  it("takes only PDFs for an action that reads PDFs", async () => {
    const { files } = await collectInputs([folder], folder, path.join(folder, "out"), "pdf-to-images");
    expect(names(files)).toEqual(["book.pdf"]);
  });

  it("expands a glob below its fixed folder and names an argument that finds nothing", async () => {
    const { files, problems } = await collectInputs(["nested/*.PNG", "missing.jpg"], folder, path.join(folder, "out"), "compress");
    expect(names(files)).toEqual(["b.PNG"]);
    expect(problems).toEqual(["missing.jpg: no such file or folder."]);
  });
});
