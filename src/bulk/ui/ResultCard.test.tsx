import { fireEvent, render, screen, within } from "@testing-library/react";
import type { Job } from "../batch";
import type { ResultPanelProps } from "../types";
import { ResultCard } from "./ResultCard";

const base: Job = {
  id: "1",
  order: 1,
  path: "trip/été photo.jpg",
  input: new File(["x".repeat(2048)], "été photo.jpg"),
  generated: null,
  format: "jpeg",
  width: 800,
  height: 600,
  status: "queued",
  held: false,
  checking: false,
  progress: 0,
  stage: null,
  error: null,
  asksPassword: null,
  outputs: [],
  note: null,
  warning: null,
  data: null,
  thumbnailUrl: null,
  outputUrls: [],
  overrides: null,
  companions: null,
  waitsFor: null,
};

const handlers = {
  onSelect: jest.fn(),
  onCancel: jest.fn(),
  onRetry: jest.fn(),
  onRemove: jest.fn(),
  onUnlock: jest.fn(),
  onDownload: jest.fn(),
};

function renderCard(job: Partial<Job>, names?: string[]) {
  return render(<ResultCard job={{ ...base, ...job }} names={names} selected={false} upgradeHref="/pricing/?tool=x" {...handlers} />);
}

describe("ResultCard", () => {
  it("exposes the test hooks with the file's own name", () => {
    renderCard({ status: "processing", progress: 0.4, stage: "encode" });
    const card = screen.getByTestId("result");
    expect(card).toHaveAttribute("data-status", "processing");
    expect(card).toHaveAttribute("data-filename", "été photo.jpg");
    expect(screen.getByText("Encode 40%")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(handlers.onCancel).toHaveBeenCalledWith("1");
  });

  it("sets a warning apart from the note, so a result to check before use stands out", () => {
    renderCard({
      status: "done",
      outputs: [{ blob: new Blob(["y"]), extension: "png" }],
      outputUrls: ["blob:out"],
      note: "3 faces were found: the largest is framed.",
      warning: "the face is only 20 px from eyes to chin in the photo.",
    });
    expect(screen.getByTestId("note")).not.toHaveTextContent("20 px");
    expect(screen.getByTestId("warning")).toHaveTextContent("Check this one: the face is only 20 px from eyes to chin in the photo.");
  });

  it("shows a failed file's reason with its name and offers a retry", () => {
    renderCard({ status: "failed", error: "the image data is corrupt or truncated and could not be decoded" });
    expect(screen.getByTestId("error")).toHaveTextContent("été photo.jpg: the image data is corrupt or truncated and could not be decoded");
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(handlers.onRetry).toHaveBeenCalledWith("1");
  });

  it("links each output for download under its batch name, with sizes and dimensions", () => {
    renderCard(
      {
        status: "done",
        outputs: [{ blob: new Blob(["y".repeat(1024)]), extension: "webp", width: 400, height: 300 }],
        outputUrls: ["blob:out"],
        note: "kept the original",
      },
      ["été photo.webp"],
    );
    const link = screen.getByTestId("download");
    expect(link).toHaveAttribute("href", "blob:out");
    expect(link).toHaveAttribute("download", "été photo.webp");
    expect(screen.getByText(/2\.0 KB → 1\.0 KB/)).toHaveTextContent("−50%");
    expect(screen.getByText(/400 × 300/)).toBeInTheDocument();
    expect(screen.getByText("kept the original")).toBeInTheDocument();
  });

  it("tells of a file finished without an output, with no sizes", () => {
    renderCard({ status: "done", outputs: [], note: "Nothing marked: unchanged, no file written." });
    expect(screen.getByTestId("note")).toHaveTextContent("Nothing marked");
    expect(screen.queryByText(/→/)).toBeNull();
    expect(screen.queryByTestId("download")).toBeNull();
  });

  it("asks a protected file for its password and runs it again with it", () => {
    renderCard({
      status: "failed",
      error: "the password is not correct; try again",
      asksPassword: "wrong",
      overrides: { password: "old" },
    });
    expect(screen.getByTestId("error")).toHaveTextContent("the password is not correct");
    expect(screen.queryByText("Has its own settings")).toBeNull();
    fireEvent.change(screen.getByLabelText("Password for été photo.jpg"), { target: { value: "n3w" } });
    fireEvent.click(screen.getByRole("button", { name: "Open" }));
    expect(handlers.onUnlock).toHaveBeenCalledWith("1", "n3w");
  });

  it("points a held file to the upgrade", () => {
    renderCard({ held: true });
    expect(screen.getByRole("link", { name: "Upgrade to process this file" })).toHaveAttribute("href", "/pricing/?tool=x");
    expect(screen.queryByRole("button", { name: "Cancel" })).toBeNull();
  });

  it("shows a text result on the card, scrollable and reachable from the keyboard", async () => {
    const summary = "# Emma — Jane Austen\n\n## Summary\n\nEmma Woodhouse, handsome, clever, and rich.";
    const blob = new Blob([summary], { type: "text/markdown" });
    // jsdom's Blob has no text(); the browser's does.
    blob.text = async () => summary;
    blob.slice = () => blob;
    renderCard({ path: "emma.epub", format: "epub", status: "done", outputs: [{ blob, extension: "md" }], outputUrls: ["blob:x"] }, [
      "emma.md",
    ]);
    const preview = await screen.findByRole("region", { name: "Result of emma.epub" });
    expect(preview).toHaveTextContent("Emma Woodhouse, handsome, clever, and rich.");
    expect(preview).toHaveAttribute("tabindex", "0");
  });

  it("shows no text region for an image result", () => {
    renderCard({ status: "done", outputs: [{ blob: new Blob(["x"], { type: "image/jpeg" }), extension: "jpg" }], outputUrls: ["blob:x"] }, [
      "a.jpg",
    ]);
    expect(screen.queryByTestId("text-preview")).toBeNull();
  });

  it("draws the tool's own panel on a finished card, from the result's data", () => {
    const Panel = ({ fileName, data }: ResultPanelProps) => <p>{`${fileName}: ${String(data.words)} words`}</p>;
    const done: Partial<Job> = {
      status: "done",
      outputs: [{ blob: new Blob(["x"], { type: "image/jpeg" }), extension: "jpg" }],
      outputUrls: ["blob:x"],
    };
    const { unmount } = render(
      <ResultCard
        job={{ ...base, ...done, data: { words: 12 } }}
        names={["a.jpg"]}
        selected={false}
        upgradeHref="/"
        Panel={Panel}
        {...handlers}
      />,
    );
    expect(screen.getByText("été photo.jpg: 12 words")).toBeInTheDocument();
    unmount();
    render(
      <ResultCard
        job={{ ...base, status: "processing", data: { words: 12 } }}
        names={[]}
        selected={false}
        upgradeHref="/"
        Panel={Panel}
        {...handlers}
      />,
    );
    expect(screen.queryByText(/words/)).toBeNull();
  });

  it("cuts a long name in the middle on the card and its download link, with the whole name in a title and to screen readers", () => {
    const long = "a_very_long_photo_name_from_the_camera_roll_2026_11_30_grace_hopper_512x600.jpg";
    const output = { blob: new Blob(["y"], { type: "image/jpeg" }), extension: "jpg" };
    renderCard(
      { path: `trip/${long}`, input: new File(["x"], long), status: "done", outputs: [output] as Job["outputs"], outputUrls: ["blob:x"] },
      [long],
    );
    expect(screen.getByTestId("result")).toHaveAttribute("data-filename", long);
    const [shown, linked] = screen.getAllByTestId("file-name");
    // The browser draws the start (cut to fit) and the end, which always shows; the text is the whole name.
    expect(shown).toHaveAttribute("title", `trip/${long}`);
    expect(shown).toHaveAttribute("data-start", "a_very_long_photo_name_from_the_camera_roll_2026_11_30_grace_hopper_5");
    expect(shown).toHaveAttribute("data-end", "12x600.jpg");
    expect(shown).toHaveTextContent(long);
    const link = screen.getByTestId("download");
    expect(link).toHaveAttribute("download", long);
    expect(link).toHaveAttribute("title", long);
    expect(link).toHaveAccessibleName(`Download ${long}`);
    expect(link).toContainElement(linked ?? null);
    expect(linked).toHaveAttribute("data-end", "12x600.jpg");
  });

  it("names a failed file before its whole error, the colon kept with the name's shown end", () => {
    const long = `${"b".repeat(80)}.png`;
    renderCard({ path: long, input: new File(["x"], long), status: "failed", error: "the file ends before its image data" });
    const error = screen.getByTestId("error");
    expect(error).toHaveTextContent(`${long}: the file ends before its image data`);
    const name = within(error).getByTestId("file-name");
    expect(name).toHaveAttribute("title", long);
    expect(name).toHaveAttribute("data-end", "bbbbbb.png:");
  });
});
