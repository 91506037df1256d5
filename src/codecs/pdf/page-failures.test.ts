import { eachPageApart, failedPagesNote } from "./page-failures";

const xrefError = { name: "UnknownErrorException", message: "Bad (uncompressed) XRef entry: 1965R" };
const XREF = "the PDF's cross-reference table points to a missing or damaged object (Bad (uncompressed) XRef entry: 1965R)";

describe("eachPageApart", () => {
  it("delivers every page that works and names the ones that fail with a readable reason", async () => {
    const broken = new Set([3, 5, 6]);
    const outcomes = await eachPageApart([1, 2, 3, 4, 5, 6, 7], 2, new AbortController().signal, "could not be drawn", async (page) => {
      if (broken.has(page)) throw page === 3 ? { message: {} } : xrefError;
      return `page ${page}`;
    });
    expect(outcomes.done).toEqual(["page 1", "page 2", "page 4", "page 7"]);
    expect(failedPagesNote(outcomes.failed, "could not be drawn")).toBe(
      `Page 3 could not be drawn: the PDF reader gave no reason. Pages 5-6 could not be drawn: ${XREF}.`,
    );
  });

  it("fails the file, with the reasons, when no page works", async () => {
    const run = eachPageApart([1, 2], 1, new AbortController().signal, "could not be read", () => Promise.reject(xrefError));
    await expect(run).rejects.toThrow(`Pages 1-2 could not be read: ${XREF}.`);
  });

  it("stops when cancelled instead of counting the pages as failed", async () => {
    const controller = new AbortController();
    const run = eachPageApart([1, 2, 3], 1, controller.signal, "could not be drawn", async (page) => {
      if (page === 2) controller.abort();
      controller.signal.throwIfAborted();
      return page;
    });
    await expect(run).rejects.toMatchObject({ name: "AbortError" });
  });

  it("says nothing when every page worked", () => {
    expect(failedPagesNote([], "could not be drawn")).toBeNull();
  });
});
