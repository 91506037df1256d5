import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { FocusedFile } from "../../bulk/types";
import { pictureDataUrl } from "../../components/background-picture/picture";
import { layOut } from "../../test-utils/stage";
import { type Settings, settings as schema } from "./meta";
import { Options } from "./Options";

// Reading a picture needs createImageBitmap and a 2D canvas, which jsdom lacks; picture.test.ts covers it.
jest.mock("../../components/background-picture/picture", () => ({ pictureDataUrl: jest.fn() }));
const readPicture = jest.mocked(pictureDataUrl);

const defaults = schema.parse({});
const SKY = "#7fa7d4";
const BRICK = "#9a4a35";
const REFERENCE = "data:image/jpeg;base64,AAAA";
const twoHints = `0.25,0.4,${SKY};0.75,0.5,#4f6b35`;

function file(overrides: Partial<Settings> | null): FocusedFile<Settings> {
  return { id: "1", name: "album/beach.jpg", url: "blob:beach", width: 2000, height: 1000, overrides, data: null };
}

function renderPanel(focused: FocusedFile<Settings> | null, settings: Settings = defaults) {
  const onChange = jest.fn();
  const onFileChange = jest.fn();
  const onUseForEveryFile = jest.fn();
  render(
    <Options settings={settings} onChange={onChange} file={focused} onFileChange={onFileChange} onUseForEveryFile={onUseForEveryFile} />,
  );
  const stage = screen.queryByTestId("hint-stage");
  // Laid out 200 × 100 px at the page's corner: a click at (50, 40) is at 25 %, 40 % of the photo.
  if (stage) layOut(stage);
  return { onChange, onFileChange, onUseForEveryFile, stage };
}

function tap(stage: HTMLElement, clientX: number, clientY: number) {
  fireEvent.pointerDown(stage, { button: 0, clientX, clientY, pointerId: 1 });
  fireEvent.pointerUp(stage, { clientX, clientY, pointerId: 1 });
}

/** The hints of the photo's last change. */
const lastHints = (onFileChange: jest.Mock) =>
  (onFileChange.mock.calls[onFileChange.mock.calls.length - 1]?.[0] as { hints?: string })?.hints;

const chooseReference = () =>
  fireEvent.change(screen.getByLabelText("Reference photo"), {
    target: { files: [new File(["x"], "old-town.jpg", { type: "image/jpeg" })] },
  });

// jsdom has no PointerEvent: without one, the pointer events below would carry no button or position.
beforeAll(() => {
  if (!("PointerEvent" in window)) Object.assign(window, { PointerEvent: MouseEvent });
});
afterEach(() => jest.restoreAllMocks());

describe("colorizer panel: hints", () => {
  it("asks for photos when there are none, and still offers the reference photo", () => {
    renderPanel(null);
    expect(screen.getByText("Add photos to place colour hints on each.")).toBeInTheDocument();
    expect(screen.getByLabelText("Reference photo")).toBeInTheDocument();
    expect(screen.queryByTestId("hint-stage")).not.toBeInTheDocument();
  });

  it("places a hint where the photo is clicked, in the current colour, as the photo's own", () => {
    const { onChange, onFileChange, stage } = renderPanel(file(null));
    expect(stage).toHaveAccessibleName("Place colour hints on beach.jpg");
    tap(stage!, 50, 40);
    expect(onFileChange).toHaveBeenCalledWith({ hints: `0.25,0.4,${SKY}` });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText(`Hint 1 placed at 25 %, 40 %, colour ${SKY}.`)).toBeInTheDocument();
    expect(screen.getAllByTestId("colour-hint")).toHaveLength(1);
  });

  it("places the next hint in the palette colour or the typed colour chosen first", () => {
    const { onFileChange, stage } = renderPanel(file(null));
    fireEvent.click(screen.getByRole("button", { name: "Brick red" }));
    expect(screen.getByRole("button", { name: "Brick red" })).toHaveAttribute("aria-pressed", "true");
    tap(stage!, 100, 50);
    expect(lastHints(onFileChange)).toBe(`0.5,0.5,${BRICK}`);
    fireEvent.change(screen.getByLabelText("Hint colour"), { target: { value: "#123456" } });
    tap(stage!, 150, 20);
    expect(lastHints(onFileChange)).toBe(`0.5,0.5,${BRICK};0.75,0.2,#123456`);
  });

  it("takes a press that moves away before the lift for a scroll, not a hint", () => {
    const { onFileChange, stage } = renderPanel(file(null));
    fireEvent.pointerDown(stage!, { button: 0, clientX: 20, clientY: 20, pointerId: 1 });
    fireEvent.pointerUp(stage!, { clientX: 20, clientY: 70, pointerId: 1 });
    expect(onFileChange).not.toHaveBeenCalled();
  });

  it("starts a photo without hints of its own from the batch's, adding the new one", () => {
    const { onFileChange, stage } = renderPanel(file(null), { ...defaults, hints: twoHints });
    expect(
      screen.getByText(/^The 2 hints used on every photo without its own\. Placing or changing hints here gives beach\.jpg its own/),
    ).toBeInTheDocument();
    tap(stage!, 100, 90);
    expect(onFileChange).toHaveBeenCalledWith({ hints: `${twoHints};0.5,0.9,${SKY}` });
  });

  it("selects the hint under a tap, recolours it with a colour picked, and removes it", () => {
    const { onFileChange, stage } = renderPanel(file({ hints: twoHints }));
    // 3 px from the second hint (at 150, 50): it is selected, not joined by a new one.
    tap(stage!, 152, 52);
    expect(screen.getByText(/^Hint 2 selected, at 75 %, 50 %/)).toBeInTheDocument();
    expect(onFileChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Brick red" }));
    expect(lastHints(onFileChange)).toBe(`0.25,0.4,${SKY};0.75,0.5,${BRICK}`);
    fireEvent.click(screen.getByRole("button", { name: "Remove this hint" }));
    expect(lastHints(onFileChange)).toBe(`0.25,0.4,${SKY}`);
    expect(screen.getByText("Hint 2 removed.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove this hint" })).toBeDisabled();
  });

  it("works from the keyboard: arrows move the cursor, Enter places or selects, Delete removes", () => {
    const { onFileChange, stage } = renderPanel(file(null));
    stage!.focus();
    for (let step = 0; step < 5; step++) fireEvent.keyDown(stage!, { key: "ArrowRight" });
    fireEvent.keyDown(stage!, { key: "ArrowUp", shiftKey: true });
    fireEvent.keyDown(stage!, { key: "Enter" });
    expect(lastHints(onFileChange)).toBe(`0.6,0.4,${SKY}`);
    fireEvent.keyDown(stage!, { key: "Enter" });
    expect(screen.getByText(/^Hint 1 selected/)).toBeInTheDocument();
    fireEvent.keyDown(stage!, { key: "Delete" });
    expect(lastHints(onFileChange)).toBe("");
  });

  it("undoes this photo's edits one by one, with the button and with Ctrl+Z", () => {
    const { onFileChange, stage } = renderPanel(file(null));
    const undo = screen.getByRole("button", { name: "Undo" });
    expect(undo).toBeDisabled();
    tap(stage!, 50, 40);
    tap(stage!, 150, 60);
    fireEvent.click(undo);
    expect(lastHints(onFileChange)).toBe(`0.25,0.4,${SKY}`);
    fireEvent.keyDown(stage!, { key: "z", ctrlKey: true });
    expect(lastHints(onFileChange)).toBe("");
    expect(undo).toBeDisabled();
  });

  it("keeps the history while the photo's hints come back, and forgets it for another photo", () => {
    const onFileChange = jest.fn();
    const panel = (focused: FocusedFile<Settings>) => (
      <Options settings={defaults} onChange={jest.fn()} file={focused} onFileChange={onFileChange} onUseForEveryFile={jest.fn()} />
    );
    const { rerender } = render(panel(file(null)));
    const stage = screen.getByTestId("hint-stage");
    layOut(stage);
    tap(stage, 50, 40);
    rerender(panel(file({ hints: `0.25,0.4,${SKY}` })));
    expect(screen.getByRole("button", { name: "Undo" })).toBeEnabled();
    rerender(panel({ ...file(null), id: "2", name: "album/park.jpg" }));
    expect(screen.getByRole("button", { name: "Undo" })).toBeDisabled();
    expect(screen.getByTestId("hint-stage")).toHaveAccessibleName("Place colour hints on park.jpg");
    expect(screen.queryAllByTestId("colour-hint")).toHaveLength(0);
  });

  it("clears the photo's hints, even those it had from the batch", () => {
    const { onFileChange } = renderPanel(file(null), { ...defaults, hints: twoHints });
    fireEvent.click(screen.getByRole("button", { name: "Clear hints" }));
    expect(onFileChange).toHaveBeenCalledWith({ hints: "" });
  });

  it("uses a photo's own hints on every photo, in one call that leaves its reference alone", () => {
    const own = `0.25,0.4,${SKY}`;
    const { onChange, onFileChange, onUseForEveryFile } = renderPanel(file({ hints: own, reference: REFERENCE }));
    expect(screen.getByText("1 hint on beach.jpg only.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Use these hints on every photo" }));
    // One call, so the runtime sets the batch's hints before any photo runs again with them.
    expect(onUseForEveryFile).toHaveBeenCalledWith({ hints: own });
    expect(onChange).not.toHaveBeenCalled();
    expect(onFileChange).not.toHaveBeenCalled();
  });

  it("stops using the batch's hints, and gives a photo with its own back to them", () => {
    const { onChange, onFileChange } = renderPanel(file({ hints: `0.5,0.5,${BRICK}` }), { ...defaults, hints: twoHints });
    fireEvent.click(screen.getByRole("button", { name: "Go back to the hints used on every photo" }));
    expect(onFileChange).toHaveBeenCalledWith({ hints: undefined });
    fireEvent.click(screen.getByRole("button", { name: "Stop using the hints on every photo" }));
    expect(onChange).toHaveBeenCalledWith({ hints: "" });
  });

  it("says what a photo without hints will do in each mode", () => {
    renderPanel(file(null));
    expect(screen.getByText("No hints on beach.jpg: it will finish unchanged.")).toBeInTheDocument();
    expect(screen.getByText("No hints yet.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Use these hints on every photo" })).not.toBeInTheDocument();
  });

  it("says hints add to the automatic or the reference's colours, and that a cleared photo has not even the batch's", () => {
    renderPanel(file(null), { ...defaults, mode: "automatic" });
    expect(screen.getByText("No hints on beach.jpg: it takes the automatic colours; hints placed here add to them.")).toBeInTheDocument();
    cleanup();
    renderPanel(file({ hints: "" }), { ...defaults, mode: "reference", reference: REFERENCE, hints: twoHints });
    expect(
      screen.getByText(
        "No hints on beach.jpg, not even the hints used on every photo: it takes the reference photo's colours; hints placed here add to them.",
      ),
    ).toBeInTheDocument();
  });

  it("keeps the box of a photo the browser cannot show, and says so", () => {
    renderPanel({ ...file(null), url: null });
    expect(screen.getByTestId("hint-stage")).toHaveStyle({ aspectRatio: "2000 / 1000" });
    expect(screen.getByText(/^This browser cannot show beach\.jpg/)).toBeInTheDocument();
  });
});

describe("colorizer panel: reference photo", () => {
  it("sets the batch's reference from the file chosen", async () => {
    readPicture.mockResolvedValue(REFERENCE);
    const { onChange, onFileChange } = renderPanel(file(null));
    expect(screen.getByText(/^One reference for the batch\./)).toBeInTheDocument();
    chooseReference();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ reference: REFERENCE }));
    expect(onFileChange).not.toHaveBeenCalled();
  });

  it("sets the photo's own reference once switched to one, and goes back to the batch's", async () => {
    readPicture.mockResolvedValue(REFERENCE);
    const { onChange, onFileChange } = renderPanel(file(null), { ...defaults, reference: "data:image/jpeg;base64,BBBB" });
    fireEvent.click(screen.getByRole("button", { name: "Use a different reference for this photo" }));
    expect(screen.getByText("Until one is chosen, beach.jpg takes the batch's reference.")).toBeInTheDocument();
    chooseReference();
    await waitFor(() => expect(onFileChange).toHaveBeenCalledWith({ reference: REFERENCE }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Go back to the batch's reference" }));
    expect(screen.getByRole("button", { name: "Use a different reference for this photo" })).toBeInTheDocument();
  });

  it("gives a photo with its own reference back to the batch's, keeping its own hints", () => {
    const hints = `0.25,0.4,${SKY}`;
    const { onFileChange } = renderPanel(file({ reference: REFERENCE, hints }), { ...defaults, reference: "data:image/jpeg;base64,BBBB" });
    expect(screen.getByText(/^A reference for beach\.jpg only\./)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Go back to the batch's reference" }));
    expect(onFileChange).toHaveBeenCalledWith({ reference: undefined });
  });

  it("shows why a picture could not be read", async () => {
    readPicture.mockRejectedValue(new Error("This picture could not be read. Try a JPEG, PNG or WebP file."));
    const { onChange } = renderPanel(file(null));
    chooseReference();
    expect(await screen.findByRole("alert")).toHaveTextContent("This picture could not be read.");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("removes the reference", () => {
    const { onChange } = renderPanel(file(null), { ...defaults, reference: REFERENCE });
    fireEvent.click(screen.getByRole("button", { name: "Remove the reference" }));
    expect(onChange).toHaveBeenCalledWith({ reference: "" });
  });

  it("picks the colour under the pointer off the reference, for the next hint or the selected one", () => {
    const brick = new Uint8ClampedArray([154, 74, 53, 255]);
    const drawn: number[][] = [];
    // Only what the eyedropper uses; typed by getContext's last overload, the one jest's spy takes.
    const context = {
      canvas: document.createElement("canvas"),
      drawImage: (...args: unknown[]) => drawn.push(args.slice(1, 5) as number[]),
      getImageData: () => ({ data: brick }),
    } as unknown as GPUCanvasContext;
    jest.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(context);
    const { onFileChange, stage } = renderPanel(file({ hints: twoHints }), { ...defaults, reference: REFERENCE });
    const eyedropper = screen.getByRole("button", { name: /^Pick a hint colour from the reference photo/ });
    const image = eyedropper.querySelector("img")!;
    Object.defineProperties(image, { naturalWidth: { value: 1000 }, naturalHeight: { value: 600 } });
    layOut(image, { left: 0, top: 300, width: 100, height: 60 });

    fireEvent.click(eyedropper, { clientX: 25, clientY: 330, detail: 1 });
    // A 3 px square (half a percent of 600 px) around 25 %, 50 % of the reference.
    expect(drawn).toEqual([[249, 299, 3, 3]]);
    expect(screen.getByText("Picked #9a4a35.")).toBeInTheDocument();
    expect(screen.getByLabelText("Hint colour")).toHaveValue(BRICK);
    tap(stage!, 100, 90);
    expect(lastHints(onFileChange)).toBe(`${twoHints};0.5,0.9,${BRICK}`);

    tap(stage!, 50, 40);
    brick.set([68, 115, 140]);
    fireEvent.click(eyedropper, { clientX: 50, clientY: 330, detail: 1 });
    expect(lastHints(onFileChange)).toBe(`0.25,0.4,#44738c;0.75,0.5,#4f6b35;0.5,0.9,${BRICK}`);
  });
});
