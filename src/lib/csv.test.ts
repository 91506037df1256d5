import { toCsv } from "./csv";

describe("toCsv", () => {
  it("writes a header and one line per row, in the columns' order, with CRLF", () => {
    expect(toCsv(["file", "shape", "score"], [{ shape: "Oval", file: "a.jpg", score: 41 }])).toBe("file,shape,score\r\na.jpg,Oval,41\r\n");
  });

  it("quotes fields with commas, quotes and line breaks, doubling the quotes", () => {
    expect(toCsv(["a"], [{ a: 'say "hi", then\nleave' }])).toBe('a\r\n"say ""hi"", then\nleave"\r\n');
  });

  it("leaves missing and null values empty, and non-finite numbers too", () => {
    expect(toCsv(["a", "b", "c"], [{ a: null, c: Number.NaN }])).toBe("a,b,c\r\n,,\r\n");
  });

  it("keeps a text that starts like a formula from running as one, but not a negative number", () => {
    expect(toCsv(["a", "b"], [{ a: "=HYPERLINK(1)", b: -3.5 }])).toBe("a,b\r\n'=HYPERLINK(1),-3.5\r\n");
  });
});
