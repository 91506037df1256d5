import { fireEvent, render, screen } from "@testing-library/react";
import type { z } from "zod";
import type { FocusedFile } from "../../bulk/types";
import { settings as schema } from "./meta";
import { Options } from "./Options";
import { layOut } from "../../test-utils/stage";

type Settings = z.output<typeof schema>;

const defaults = schema.parse({});
const batchMarks = "remove rect 0 0.8,0.8 1,1";

function file(overrides: Partial<Settings> | null, data: Record<string, unknown> | null = {}): FocusedFile<Settings> {
  return { id: "1", name: "holiday/beach.jpg", url: null, width: 2000, height: 1000, overrides, data };
}

function renderPanel(focused: FocusedFile<Settings> | null, settings: Settings = defaults) {
  const onChange = jest.fn();
  const onFileChange = jest.fn();
  const onUseForEveryFile = jest.fn();
  render(
    <Options settings={settings} onChange={onChange} file={focused} onFileChange={onFileChange} onUseForEveryFile={onUseForEveryFile} />,
  );
  return { onChange, onFileChange, onUseForEveryFile };
}

// jsdom has no PointerEvent: without one, the pointer events below would carry no button or position.
beforeAll(() => {
  if (!("PointerEvent" in window)) Object.assign(window, { PointerEvent: MouseEvent });
});
// jsdom has no 2D canvas (and says so on the console); the panel does without its overlay.
beforeEach(() => jest.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null));
afterEach(() => jest.restoreAllMocks());

describe("object remover panel", () => {
  it("asks for photos when there are none", () => {
    renderPanel(null);
    expect(screen.getByText("Add photos to mark what to remove on each.")).toBeInTheDocument();
  });

  it("says a photo with nothing marked finishes unchanged", () => {
    renderPanel(file(null));
    expect(screen.getByText("Nothing marked to remove on beach.jpg: it will finish unchanged.")).toBeInTheDocument();
    expect(screen.getByText("No marks yet.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Use this mark on every photo" })).not.toBeInTheDocument();
  });

  it("gives a photo without marks of its own the batch's marks plus the new stroke", () => {
    const { onChange, onFileChange } = renderPanel(file(null), { ...defaults, marks: batchMarks });
    expect(screen.getByText(/^The marks used on every photo without its own\. Drawing here gives beach\.jpg its own/)).toBeInTheDocument();
    const stage = screen.getByTestId("mark-stage");
    layOut(stage);
    fireEvent.pointerDown(stage, { button: 0, clientX: 40, clientY: 50, pointerId: 1 });
    fireEvent.pointerUp(stage, { clientX: 40, clientY: 50, pointerId: 1 });
    expect(onFileChange).toHaveBeenCalledWith({ marks: `${batchMarks};remove brush 0.04 0.2,0.5` });
    expect(onChange).not.toHaveBeenCalled();
  });

  it("uses a photo's own marks on every photo", () => {
    const own = "remove brush 0.04 0.2,0.5";
    const { onChange, onFileChange, onUseForEveryFile } = renderPanel(file({ marks: own }));
    expect(screen.getByText("Marks on beach.jpg only.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Use this mark on every photo" }));
    // One call, so the runtime sets the batch's marks before any photo runs again with them.
    expect(onUseForEveryFile).toHaveBeenCalledWith({ marks: own });
    expect(onChange).not.toHaveBeenCalled();
    expect(onFileChange).not.toHaveBeenCalled();
  });

  it("stops using the batch's marks, and gives a photo with its own back to them", () => {
    const { onChange, onFileChange } = renderPanel(file({ marks: "remove brush 0.04 0.2,0.5" }), { ...defaults, marks: batchMarks });
    fireEvent.click(screen.getByRole("button", { name: "Go back to the marks used on every photo" }));
    expect(onFileChange).toHaveBeenCalledWith(null);
    fireEvent.click(screen.getByRole("button", { name: "Stop using the mark on every photo" }));
    expect(onChange).toHaveBeenCalledWith({ marks: "" });
  });

  it("clears the photo's marks, even those it had from the batch", () => {
    const { onFileChange } = renderPanel(file(null), { ...defaults, marks: batchMarks });
    fireEvent.click(screen.getByRole("button", { name: "Clear marks" }));
    expect(onFileChange).toHaveBeenCalledWith({ marks: "" });
  });

  it("says a cleared photo finishes unchanged although the batch has marks", () => {
    renderPanel(file({ marks: "" }), { ...defaults, marks: batchMarks });
    expect(
      screen.getByText("Nothing marked to remove on beach.jpg, not even the marks used on every photo: it will finish unchanged."),
    ).toBeInTheDocument();
  });

  it("names the mask file dropped with the photo, and keeps naming it while the photo runs again", () => {
    const onFileChange = jest.fn();
    const { rerender } = render(
      <Options
        settings={defaults}
        onChange={jest.fn()}
        file={file({ marks: "remove brush 0.04 0.2,0.5" }, { maskFile: "beach.mask.png" })}
        onFileChange={onFileChange}
        onUseForEveryFile={jest.fn()}
      />,
    );
    expect(screen.getByText("Marks on beach.jpg only. Also removing what beach.mask.png marks.")).toBeInTheDocument();
    rerender(
      <Options
        settings={defaults}
        onChange={jest.fn()}
        file={file({ marks: "" }, null)}
        onFileChange={onFileChange}
        onUseForEveryFile={jest.fn()}
      />,
    );
    expect(screen.getByText("Nothing drawn to remove on beach.jpg: only what beach.mask.png marks is removed.")).toBeInTheDocument();
  });
});
