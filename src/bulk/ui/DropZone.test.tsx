import { render, screen } from "@testing-library/react";
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
});
