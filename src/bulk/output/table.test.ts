/** @jest-environment node */
import type { Job } from "../batch";
import type { ResultTable } from "../../domain/tool";
import { tableColumns, tableFile, tableFiles, tableRows } from "./table";

const table: ResultTable = {
  name: "face-shapes",
  columns: ["face", "shape"],
  rows: (data) => (data.faces as { shape: string }[]).map((face, index) => ({ face: index + 1, shape: face.shape })),
};

const job = (path: string, patch: Partial<Job>): Job => ({ path, status: "done", data: null, error: null, ...patch }) as Job;

describe("result table", () => {
  const jobs = [
    job("team/ann.jpg", { data: { faces: [{ shape: "Oval" }, { shape: "Round" }] } }),
    job("team/bob.jpg", { status: "failed", error: "no face was found in this photo" }),
    job("team/cid.jpg", { status: "failed", error: "cancelled" }),
    job("team/dan.jpg", { status: "processing" }),
  ];

  it("lists every finished file's rows and every failed file's problem, with the file first", () => {
    expect(tableRows(table, jobs)).toEqual([
      { file: "team/ann.jpg", face: 1, shape: "Oval", problem: null },
      { file: "team/ann.jpg", face: 2, shape: "Round", problem: null },
      { file: "team/bob.jpg", problem: "no face was found in this photo" },
    ]);
    expect(tableColumns(table)).toEqual(["file", "face", "shape", "problem"]);
  });

  it("writes the same rows as CSV and as JSON", async () => {
    const [csv, json] = tableFiles(table, jobs);
    expect(csv!.name).toBe("face-shapes.csv");
    expect(await csv!.blob.text()).toBe(
      "file,face,shape,problem\r\nteam/ann.jpg,1,Oval,\r\nteam/ann.jpg,2,Round,\r\nteam/bob.jpg,,,no face was found in this photo\r\n",
    );
    expect(json!.name).toBe("face-shapes.json");
    expect(JSON.parse(await json!.blob.text())).toEqual(tableRows(table, jobs));
    // One format alone, as its download button asks for it, is the same file.
    for (const [format, file] of [
      ["csv", csv!],
      ["json", json!],
    ] as const) {
      const alone = tableFile(table, jobs, format);
      expect(alone.name).toBe(file.name);
      expect(await alone.blob.text()).toBe(await file.blob.text());
    }
  });
});
