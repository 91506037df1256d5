import { fireEvent, render, screen } from "@testing-library/react";
import { earlyIncoming, earlyIntakeScript, takeEarlyIntake } from "../intake/early-intake";
import { DropZone } from "./DropZone";

describe("the drop zone", () => {
  it("shows a tool's own note on what it needs besides the files", () => {
    render(<DropZone accept="image/*" what="images" onFiles={() => undefined} note="Nothing is coloured until you click hints." />);
    expect(screen.getByTestId("drop-note").textContent).toBe("Nothing is coloured until you click hints.");
  });

  it("shows no note for a tool that makes its files from the drop alone", () => {
    render(<DropZone accept="image/*" what="images" onFiles={() => undefined} />);
    expect(screen.queryByTestId("drop-note")).toBeNull();
  });

  it("is what the page's head script watches until the tool takes its files, and then hands each pick to the tool once", async () => {
    new Function(earlyIntakeScript())();
    const onFiles = jest.fn();
    render(<DropZone accept="image/*" what="images" onFiles={onFiles} />);
    const early = new File(["a"], "early.jpg");
    fireEvent.change(screen.getByTestId("file-input"), { target: { files: [early] } });
    expect(onFiles).not.toHaveBeenCalled();
    expect(screen.getByTestId("drop-zone")).toHaveAttribute("data-early-files");

    expect(await earlyIncoming(takeEarlyIntake())).toEqual([{ file: early, path: "early.jpg" }]);
    const late = new File(["b"], "late.jpg");
    fireEvent.change(screen.getByTestId("file-input"), { target: { files: [late] } });
    expect(onFiles).toHaveBeenCalledTimes(1);
    expect(onFiles).toHaveBeenCalledWith([{ file: late, path: "late.jpg" }]);
  });
});
