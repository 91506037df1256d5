import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { type Mark, parseMarks } from "../../../lib/marks";
import { MarkEditor } from "./MarkEditor";
import { DEFAULT_MARK_TOOLS } from "./mark-tools";
import { layOut, type ScreenRect } from "../../../test-utils/stage";

/** The editor as a panel holds it: the marks and the tools in state, each commit taken as the new marks. */
function Harness({ initial, onCommit }: { initial: string; onCommit: (marks: string) => void }) {
  const [marks, setMarks] = useState(initial);
  const [tools, setTools] = useState(DEFAULT_MARK_TOOLS);
  return (
    <MarkEditor
      imageUrl={null}
      imageWidth={2000}
      imageHeight={1000}
      marks={marks}
      tools={tools}
      onToolsChange={setTools}
      onCommit={(next) => {
        onCommit(next);
        setMarks(next);
      }}
    />
  );
}

/** The stage, laid out on screen at `rect` (jsdom lays nothing out). */
function renderEditor(initial = "", rect = { left: 0, top: 0, width: 200, height: 100 }) {
  const onCommit = jest.fn();
  render(<Harness initial={initial} onCommit={onCommit} />);
  const stage = screen.getByTestId("mark-stage");
  const place = (at: ScreenRect) => layOut(stage, at);
  place(rect);
  return { onCommit, stage, place };
}

/** Presses at the first point, moves through the others, and lifts unless told not to. */
function drag(stage: HTMLElement, path: readonly [number, number][], lift = true) {
  const [first, ...rest] = path;
  if (!first) return;
  fireEvent.pointerDown(stage, { button: 0, clientX: first[0], clientY: first[1], pointerId: 1 });
  for (const [clientX, clientY] of rest) fireEvent.pointerMove(stage, { clientX, clientY, pointerId: 1 });
  const last = rest[rest.length - 1] ?? first;
  if (lift) fireEvent.pointerUp(stage, { clientX: last[0], clientY: last[1], pointerId: 1 });
}

/** The marks of the last commit. */
function committed(onCommit: jest.Mock): Mark[] {
  const text = onCommit.mock.calls[onCommit.mock.calls.length - 1]?.[0] as string;
  return parseMarks(text) ?? [];
}

const horizontal = (from: number, to: number, y: number): [number, number][] =>
  Array.from({ length: to - from + 1 }, (_, index): [number, number] => [from + index, y]);

// jsdom has no PointerEvent: without one, the pointer events below would carry no button or position.
beforeAll(() => {
  if (!("PointerEvent" in window)) Object.assign(window, { PointerEvent: MouseEvent });
});
// jsdom has no 2D canvas (and says so on the console): the editor then shows the marks in its readout only.
beforeEach(() => jest.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null));
afterEach(() => jest.restoreAllMocks());

describe("MarkEditor", () => {
  it("commits a brush stroke once, in fractions of the stage, thinned to a third of the brush", () => {
    const { onCommit, stage } = renderEditor();
    drag(stage, horizontal(20, 120, 50));
    expect(onCommit).toHaveBeenCalledTimes(1);
    const [mark] = committed(onCommit);
    expect(mark).toMatchObject({ mode: "remove", shape: "brush", size: 0.04 });
    const points = mark?.points ?? [];
    expect(points[0]).toEqual({ x: 0.1, y: 0.5 });
    expect(points[points.length - 1]).toEqual({ x: 0.6, y: 0.5 });
    // 101 pointer positions 1 px apart; the brush is 4 px wide on this stage, so about every other one stays.
    expect(points.length).toBeGreaterThan(30);
    expect(points.length).toBeLessThan(60);
  });

  it("commits nothing while the pointer is down, and nothing when the drag is cancelled", () => {
    const { onCommit, stage } = renderEditor();
    drag(stage, horizontal(20, 60, 50), false);
    expect(onCommit).not.toHaveBeenCalled();
    expect(screen.getByTestId("mark-draft")).toBeInTheDocument();
    fireEvent.pointerCancel(stage, { pointerId: 1 });
    expect(screen.queryByTestId("mark-draft")).not.toBeInTheDocument();
    expect(onCommit).not.toHaveBeenCalled();
  });

  it("draws with the brush size of the slider, and shows the brush under the pointer", () => {
    const { onCommit, stage } = renderEditor();
    fireEvent.change(screen.getByRole("slider", { name: /Brush size/ }), { target: { value: "10" } });
    expect(screen.getByText("10 %")).toBeInTheDocument();
    fireEvent.pointerMove(stage, { clientX: 100, clientY: 50 });
    expect(screen.getByTestId("brush-cursor")).toHaveAttribute("r", "50");
    drag(stage, [[100, 50]]);
    expect(committed(onCommit)).toEqual([{ mode: "remove", shape: "brush", size: 0.1, points: [{ x: 0.5, y: 0.5 }] }]);
  });

  it("keeps the brush size in place, idle, for the other tools, so the photo does not move when the tool changes", () => {
    renderEditor();
    fireEvent.click(screen.getByRole("radio", { name: "Rectangle" }));
    expect(screen.getByRole("slider", { name: /Brush size/ })).toBeDisabled();
    fireEvent.click(screen.getByRole("radio", { name: "Brush" }));
    expect(screen.getByRole("slider", { name: /Brush size/ })).toBeEnabled();
  });

  it("commits a rectangle by its corners, whichever way it was dragged, and takes a click for nothing", () => {
    const { onCommit, stage } = renderEditor();
    fireEvent.click(screen.getByRole("radio", { name: "Rectangle" }));
    drag(stage, [[20, 30]]);
    expect(onCommit).not.toHaveBeenCalled();
    drag(stage, [
      [80, 90],
      [50, 60],
      [20, 30],
    ]);
    expect(committed(onCommit)).toEqual([
      {
        mode: "remove",
        shape: "rect",
        size: 0,
        points: [
          { x: 0.1, y: 0.3 },
          { x: 0.4, y: 0.9 },
        ],
      },
    ]);
    expect(screen.getByText("1 mark: 1 to remove; 18 % of the photo to remove.")).toBeInTheDocument();
  });

  it("commits a lasso's outline, and ignores one that encloses nothing", () => {
    const { onCommit, stage } = renderEditor();
    fireEvent.click(screen.getByRole("radio", { name: "Lasso" }));
    drag(stage, horizontal(20, 120, 50));
    expect(onCommit).not.toHaveBeenCalled();
    drag(stage, [
      [20, 20],
      [100, 20],
      [60, 80],
      [20, 20],
    ]);
    const [mark] = committed(onCommit);
    expect(mark?.shape).toBe("lasso");
    expect(mark?.points.slice(0, 3)).toEqual([
      { x: 0.1, y: 0.2 },
      { x: 0.5, y: 0.2 },
      { x: 0.3, y: 0.8 },
    ]);
  });

  it("commits an erase mark after the marks it takes back", () => {
    const { onCommit, stage } = renderEditor("remove rect 0 0.1,0.1 0.9,0.9");
    fireEvent.click(screen.getByRole("radio", { name: "Erase" }));
    drag(stage, [[100, 50]]);
    expect(onCommit).toHaveBeenCalledWith("remove rect 0 0.1,0.1 0.9,0.9;erase brush 0.04 0.5,0.5");
    expect(screen.getByText(/^2 marks: 1 to remove, 1 erasing;/)).toBeInTheDocument();
  });

  it("says what the marks are for", () => {
    renderEditor("remove rect 0 0,0 0.5,1;keep rect 0 0.5,0 1,1");
    expect(screen.getByText("2 marks: 1 to remove, 1 not to copy from; 50 % of the photo to remove.")).toBeInTheDocument();
  });

  it("undoes its own changes, a clear included, then older marks one by one", () => {
    const { onCommit, stage } = renderEditor("keep rect 0 0,0 0.5,0.5");
    fireEvent.click(screen.getByRole("radio", { name: "Rectangle" }));
    drag(stage, [
      [20, 20],
      [60, 60],
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Clear marks" }));
    expect(onCommit).toHaveBeenLastCalledWith("");
    expect(screen.getByText("No marks yet.")).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(onCommit).toHaveBeenLastCalledWith("keep rect 0 0,0 0.5,0.5;remove rect 0 0.1,0.2 0.3,0.6");
    fireEvent.keyDown(screen.getByRole("radio", { name: "Rectangle" }), { key: "z", ctrlKey: true });
    expect(onCommit).toHaveBeenLastCalledWith("keep rect 0 0,0 0.5,0.5");
    fireEvent.keyDown(screen.getByRole("button", { name: "Undo" }), { key: "z", metaKey: true });
    expect(onCommit).toHaveBeenLastCalledWith("");
    expect(screen.getByRole("button", { name: "Undo" })).toBeDisabled();
  });

  it("shows and builds on what it committed before the owner's copy comes back, and starts afresh from marks changed elsewhere", () => {
    const onCommit = jest.fn();
    const editor = (marks: string) => (
      <MarkEditor
        imageUrl={null}
        imageWidth={2000}
        imageHeight={1000}
        marks={marks}
        tools={DEFAULT_MARK_TOOLS}
        onToolsChange={jest.fn()}
        onCommit={onCommit}
      />
    );
    const { rerender } = render(editor(""));
    const stage = screen.getByTestId("mark-stage");
    layOut(stage);
    drag(stage, [[50, 50]]);
    drag(stage, [[150, 50]]);
    expect(onCommit).toHaveBeenLastCalledWith("remove brush 0.04 0.25,0.5;remove brush 0.04 0.75,0.5");
    expect(screen.getByText(/^2 marks/)).toBeInTheDocument();

    rerender(editor("keep rect 0 0,0 1,1;remove rect 0 0,0 0.5,0.5"));
    expect(screen.getByText(/^2 marks: 1 to remove, 1 not to copy from/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Undo" }));
    expect(onCommit).toHaveBeenLastCalledWith("keep rect 0 0,0 1,1");
  });

  it("zooms the stage inside its scrolling box, and still reads points in fractions of the photo", () => {
    const { onCommit, stage, place } = renderEditor();
    fireEvent.click(screen.getByRole("button", { name: "2× zoom" }));
    expect(screen.getByRole("button", { name: "2× zoom" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "1× zoom" })).toHaveAttribute("aria-pressed", "false");
    expect(stage.style.width).toBe("200%");
    // Twice as wide, and scrolled 150 px across and 40 px down.
    place({ left: -150, top: -40, width: 400, height: 200 });
    fireEvent.click(screen.getByRole("radio", { name: "Rectangle" }));
    drag(stage, [
      [50, 60],
      [130, 100],
    ]);
    expect(committed(onCommit)[0]?.points).toEqual([
      { x: 0.5, y: 0.5 },
      { x: 0.7, y: 0.7 },
    ]);
  });

  it("scrolls the zoomed photo with the move tool, marking nothing", () => {
    const { onCommit, stage } = renderEditor();
    fireEvent.click(screen.getByRole("button", { name: "4× zoom" }));
    fireEvent.click(screen.getByRole("radio", { name: "Move the view" }));
    const view = stage.parentElement as HTMLElement;
    view.scrollLeft = 100;
    drag(stage, [
      [50, 50],
      [20, 40],
    ]);
    expect(view.scrollLeft).toBe(130);
    expect(view.scrollTop).toBe(10);
    expect(onCommit).not.toHaveBeenCalled();
  });

  it("paints what will be removed in red and what not to copy from in blue", () => {
    const pixels = { data: new Uint8ClampedArray(480 * 240 * 4), width: 480, height: 240 };
    const putImageData = jest.fn();
    // Only the two calls the overlay makes; typed by getContext's last overload, the one jest's spy takes.
    const context = { createImageData: () => pixels, putImageData } as unknown as GPUCanvasContext;
    jest.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(context);
    renderEditor("remove rect 0 0,0 0.5,1;keep rect 0 0.5,0 1,1");
    expect(screen.getByTestId("mark-overlay")).toHaveAttribute("width", "480");
    expect(putImageData).toHaveBeenCalledWith(pixels, 0, 0);
    const at = (x: number, y: number) => Array.from(pixels.data.slice((y * 480 + x) * 4, (y * 480 + x) * 4 + 4));
    expect(at(100, 100)).toEqual([230, 40, 40, 140]);
    expect(at(400, 100)).toEqual([30, 110, 230, 120]);
  });
});
