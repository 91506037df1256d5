/** @jest-environment node */
import { wordWindows } from "./word-windows";
import { wordCount } from "./words";

const paragraph = (words: number, start = 0) => Array.from({ length: words }, (_, index) => `w${start + index}`).join(" ");
const windowWords = (windows: string[][]) => windows.map((window) => window.reduce((sum, text) => sum + wordCount(text), 0));

describe("wordWindows", () => {
  it("groups whole paragraphs, cutting where the count is nearest the target", () => {
    const paragraphs = Array.from({ length: 10 }, () => paragraph(400));
    const windows = wordWindows(paragraphs, 1000);
    // 800 is as far from 1,000 as 1,200: the window closes rather than grow past the target.
    expect(windowWords(windows)).toEqual([800, 800, 800, 800, 800]);
    expect(windows.flat()).toEqual(paragraphs);
  });

  it("puts a short remainder into the last window", () => {
    expect(windowWords(wordWindows([paragraph(990), paragraph(100)], 1000))).toEqual([1090]);
  });

  it("cuts a paragraph longer than a window at sentence ends", () => {
    const sentences = Array.from({ length: 50 }, (_, index) => `Sentence ${index} has exactly six words.`);
    const windows = wordWindows([sentences.join(" ")], 100);
    expect(windows.flat().join(" ")).toBe(sentences.join(" "));
    // 48-word pieces (the sentences up to half a window), two to a window, the last 12 words with the last two.
    expect(windowWords(windows)).toEqual([96, 96, 108]);
    for (const piece of windows.flat()) expect(piece).toMatch(/words\.$/);
  });

  it("cuts between words where there are no sentences", () => {
    const windows = wordWindows([paragraph(450)], 100);
    expect(windows.flat().join(" ")).toBe(paragraph(450));
    expect(Math.max(...windowWords(windows))).toBeLessThanOrEqual(100);
  });

  it("gives no window for no text", () => expect(wordWindows([])).toEqual([]));
});
