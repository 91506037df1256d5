import { act, fireEvent, render, screen } from "@testing-library/react";
import { WHOLE } from "../../../lib/relative-box";
import { RegionEditor } from "./RegionEditor";
import { RegionOptions } from "./RegionOptions";

const file = { id: "1", name: "photos/wide.jpg", url: null, width: 2000, height: 1000, overrides: null, data: null };

function renderEditor(onCommit: jest.Mock) {
  render(
    <RegionEditor
      label="Crop box"
      imageUrl={null}
      imageWidth={2000}
      imageHeight={1000}
      value={WHOLE}
      aspect={1}
      shade
      onCommit={onCommit}
    />,
  );
  return screen.getByRole("button", { name: /^Crop box:/ });
}

describe("RegionEditor", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("shows the box fitted to the ratio: a square on a 2:1 image is half its width, centred", () => {
    const box = renderEditor(jest.fn());
    expect(box).toHaveAccessibleName(expect.stringContaining("50% × 100% at 25%, 0%"));
  });

  it("moves with arrow keys and commits once the keys stop", () => {
    const onCommit = jest.fn();
    const box = renderEditor(onCommit);
    fireEvent.keyDown(box, { key: "ArrowLeft" });
    fireEvent.keyDown(box, { key: "ArrowLeft" });
    expect(onCommit).not.toHaveBeenCalled();
    expect(box).toHaveAccessibleName(expect.stringContaining("at 23%, 0%"));
    act(() => jest.advanceTimersByTime(400));
    expect(onCommit).toHaveBeenCalledTimes(1);
    const committed = onCommit.mock.calls[0][0];
    expect(committed.x).toBeCloseTo(0.23);
    expect(committed.width).toBeCloseTo(0.5);
  });

  it("resizes with Shift and arrow keys, keeping the ratio, and commits on leaving", () => {
    const onCommit = jest.fn();
    const box = renderEditor(onCommit);
    fireEvent.keyDown(box, { key: "ArrowUp", shiftKey: true });
    fireEvent.blur(box);
    expect(onCommit).toHaveBeenCalledTimes(1);
    const committed = onCommit.mock.calls[0][0];
    expect(committed.height).toBeCloseTo(0.99);
    expect(committed.width).toBeCloseTo(0.495);
  });
});

describe("RegionOptions", () => {
  it("sends changes to the batch, or to the focused file once 'This image only' is picked", () => {
    jest.useFakeTimers();
    const onBatchChange = jest.fn();
    const onFileChange = jest.fn();
    render(
      <RegionOptions
        label="Blur region"
        file={file}
        batchBox={{ x: 0.25, y: 0.25, width: 0.5, height: 0.5 }}
        fileBox={null}
        aspect={null}
        shade={false}
        onBatchChange={onBatchChange}
        onFileChange={onFileChange}
      />,
    );
    const box = screen.getByRole("button", { name: /^Blur region:/ });
    fireEvent.keyDown(box, { key: "ArrowRight" });
    fireEvent.blur(box);
    expect(onBatchChange).toHaveBeenCalledWith({ x: 0.26, y: 0.25, width: 0.5, height: 0.5 });

    fireEvent.click(screen.getByRole("radio", { name: "This image only" }));
    fireEvent.keyDown(box, { key: "ArrowDown" });
    fireEvent.blur(box);
    expect(onFileChange).toHaveBeenCalledWith({ x: 0.25, y: 0.26, width: 0.5, height: 0.5 });
    expect(screen.getByText(/Changes apply to wide\.jpg only/)).toBeInTheDocument();
    jest.useRealTimers();
  });

  it("asks for an image when none is focused", () => {
    render(
      <RegionOptions
        label="Crop box"
        file={null}
        batchBox={WHOLE}
        fileBox={null}
        aspect={1}
        shade
        onBatchChange={jest.fn()}
        onFileChange={jest.fn()}
      />,
    );
    expect(screen.getByText("Add images to place the crop box on one of them.")).toBeInTheDocument();
  });
});
