import { fireEvent, render, screen } from "@testing-library/react";
import type { z } from "zod";
import type { FocusedFile } from "../../bulk/types";
import { parseBoxes } from "./corrections";
import { settings as schema } from "./meta";
import { Options } from "./Options";
import { layOut } from "../../test-utils/stage";

type Settings = z.output<typeof schema>;

const defaults = schema.parse({});
const found = [
  { x: 0.1, y: 0.1, width: 0.1, height: 0.1, score: 0.9, source: "found", removed: false },
  { x: 0.5, y: 0.2, width: 0.1, height: 0.1, score: 0.6, source: "found", removed: false },
];

function file(overrides: Partial<Settings> | null, data: Record<string, unknown> | null = { faces: found }): FocusedFile<Settings> {
  return { id: "1", name: "people/group.jpg", url: null, width: 1000, height: 500, overrides, data };
}

function renderPanel(focused: FocusedFile<Settings> | null) {
  const onFileChange = jest.fn();
  render(<Options settings={defaults} onChange={jest.fn()} file={focused} onFileChange={onFileChange} onUseForEveryFile={jest.fn()} />);
  return onFileChange;
}

// jsdom has no PointerEvent: without one, the pointer events below would carry no button or position.
beforeAll(() => {
  if (!("PointerEvent" in window)) Object.assign(window, { PointerEvent: MouseEvent });
});

describe("face review panel", () => {
  it("shows each face found, on the photo and in the list", () => {
    renderPanel(file(null));
    expect(screen.getAllByTestId("face-box")).toHaveLength(2);
    expect(screen.getByText(/2 of 2 faces hidden on group\.jpg/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Leave unblurred face 1" })).toBeInTheDocument();
  });

  it("leaves a face unblurred from the list", () => {
    const onFileChange = renderPanel(file(null));
    fireEvent.click(screen.getByRole("button", { name: "Leave unblurred face 2" }));
    expect(onFileChange).toHaveBeenCalledWith({ added: "", removed: "0.5,0.2,0.1,0.1" });
  });

  it("shows a removed face as removed at once, and offers to blur it again", () => {
    const onFileChange = renderPanel(file({ removed: "0.5,0.2,0.1,0.1" }));
    expect(screen.getByText(/1 of 2 faces hidden/)).toBeInTheDocument();
    expect(screen.getAllByTestId("face-box")[1]).toHaveAttribute("data-removed", "true");
    fireEvent.click(screen.getByRole("button", { name: "Blur again face 2" }));
    expect(onFileChange).toHaveBeenCalledWith({ added: "", removed: "" });
  });

  it("adds a face drawn on the photo", () => {
    const onFileChange = renderPanel(file(null));
    const stage = screen.getByTestId("face-stage");
    layOut(stage);
    fireEvent.pointerDown(stage, { button: 0, clientX: 20, clientY: 50, pointerId: 1 });
    fireEvent.pointerMove(stage, { clientX: 60, clientY: 90, pointerId: 1 });
    fireEvent.pointerUp(stage, { clientX: 60, clientY: 90, pointerId: 1 });
    const [patch] = onFileChange.mock.calls[0] as [Partial<Settings>];
    const [added] = parseBoxes(patch.added ?? "") ?? [];
    expect(added?.x).toBeCloseTo(0.1);
    expect(added?.y).toBeCloseTo(0.5);
    expect(added?.width).toBeCloseTo(0.2);
    expect(added?.height).toBeCloseTo(0.4);
  });

  it("takes a click on the photo for a click, not a box", () => {
    const onFileChange = renderPanel(file(null));
    const stage = screen.getByTestId("face-stage");
    layOut(stage);
    fireEvent.pointerDown(stage, { button: 0, clientX: 20, clientY: 50, pointerId: 1 });
    fireEvent.pointerUp(stage, { clientX: 20, clientY: 50, pointerId: 1 });
    expect(onFileChange).not.toHaveBeenCalled();
  });

  it("deletes an added box and undoes every change", () => {
    const onFileChange = renderPanel(file({ added: "0.3,0.3,0.1,0.1" }));
    expect(screen.getAllByTestId("face-box")).toHaveLength(3);
    fireEvent.click(screen.getByRole("button", { name: "Delete face 3" }));
    expect(onFileChange).toHaveBeenLastCalledWith({ added: "", removed: "" });
    fireEvent.click(screen.getByRole("button", { name: "Undo my changes on this photo" }));
    expect(onFileChange).toHaveBeenLastCalledWith({ added: "", removed: "" });
  });

  it("keeps showing the last faces while the photo runs again", () => {
    const onFileChange = jest.fn();
    const { rerender } = render(
      <Options settings={defaults} onChange={jest.fn()} file={file(null)} onFileChange={onFileChange} onUseForEveryFile={jest.fn()} />,
    );
    rerender(
      <Options
        settings={defaults}
        onChange={jest.fn()}
        file={file({ removed: "0.5,0.2,0.1,0.1" }, null)}
        onFileChange={onFileChange}
        onUseForEveryFile={jest.fn()}
      />,
    );
    expect(screen.getAllByTestId("face-box")).toHaveLength(2);
    expect(screen.getByText(/1 of 2 faces hidden on group\.jpg, updating/)).toBeInTheDocument();
  });

  it("waits for the photo's result before listing faces", () => {
    renderPanel(file(null, null));
    expect(screen.queryAllByTestId("face-box")).toHaveLength(0);
    expect(screen.getByText(/Faces appear here once group\.jpg is done/)).toBeInTheDocument();
  });
});
