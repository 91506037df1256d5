import { act, fireEvent, render, screen } from "@testing-library/react";
import { installSummarizerStandIn, type StandInCalls } from "../../../test-utils/summarizer-stand-in";
import { RewritePanel } from "./RewritePanel";

const data = {
  title: "Emma",
  author: "Jane Austen",
  words: 1000,
  chapters: 2,
  passages: [
    { title: "CHAPTER I", part: "VOLUME I", text: "Emma Woodhouse, handsome, clever, and rich. She had lived nearly twenty-one years." },
    { title: "CHAPTER II", part: "VOLUME I", text: "Mr. Weston was a native of Highbury. He had risen into gentility and property." },
  ],
};
/** Lets the panel's question to the browser (`availability()`) come back. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
const calls = () => (globalThis as unknown as { summarizerCalls: StandInCalls }).summarizerCalls;

beforeAll(() => {
  URL.createObjectURL = () => "blob:rewrite";
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  delete (globalThis as Record<string, unknown>).Summarizer;
});

describe("RewritePanel", () => {
  it("draws nothing where the browser has no on-device summarizer, or says it is unavailable", async () => {
    const { container, unmount } = render(<RewritePanel fileName="emma.epub" data={data} />);
    expect(container).toBeEmptyDOMElement();
    unmount();
    installSummarizerStandIn({ availability: "unavailable" });
    const again = render(<RewritePanel fileName="emma.epub" data={data} />);
    await settle();
    expect(again.container).toBeEmptyDOMElement();
  });

  it("draws nothing for a result that is not a book's", async () => {
    installSummarizerStandIn({ availability: "available" });
    const { container } = render(<RewritePanel fileName="emma.epub" data={{ words: 3 }} />);
    await settle();
    expect(container).toBeEmptyDOMElement();
  });

  it("downloads the model on the click, then rewrites each chapter under its title, labelled as the model's", async () => {
    installSummarizerStandIn({ availability: "downloadable" });
    render(<RewritePanel fileName="emma.epub" data={data} />);
    const button = await screen.findByRole("button", { name: "Rewrite all 2 chapters (downloads the model first)" });
    fireEvent.change(screen.getByLabelText("Style"), { target: { value: "tldr" } });
    fireEvent.change(screen.getByLabelText("Length"), { target: { value: "medium" } });
    fireEvent.click(button);
    expect(await screen.findByText(/Chrome is downloading its model: \d+ %/)).toBeInTheDocument();
    expect(await screen.findByText("2 of 2 chapters rewritten.")).toBeInTheDocument();
    const rewrite = screen.getByRole("region", { name: "Rewrite of emma.epub by the browser's model" });
    expect(rewrite).toHaveTextContent("VOLUME I · CHAPTER I");
    expect(rewrite).toHaveTextContent("VOLUME I, CHAPTER II in brief, from 14 words.");
    expect(calls().create).toEqual([
      expect.objectContaining({
        type: "tldr",
        format: "plain-text",
        length: "medium",
        sharedContext: expect.stringContaining("Emma — Jane Austen"),
      }),
    ]);
    expect(screen.getByTestId("rewrite-download")).toHaveAttribute("download", "emma.rewritten.md");
    expect(screen.getByRole("button", { name: "Rewrite all 2 chapters" })).toBeEnabled();
  });

  it("stops when asked and keeps the chapters already rewritten", async () => {
    installSummarizerStandIn({ availability: "available", delay: 200 });
    render(<RewritePanel fileName="emma.epub" data={data} />);
    fireEvent.click(await screen.findByRole("button", { name: "Rewrite all 2 chapters" }));
    await screen.findByText(/in brief/);
    fireEvent.click(screen.getByRole("button", { name: "Stop rewriting" }));
    expect(await screen.findByText("Stopped: 1 of 2 chapters rewritten.")).toBeInTheDocument();
    expect(calls().summarize).toHaveLength(2);
  });
});
