import { fireEvent, render, screen } from "@testing-library/react";
import { FilePicker, chosenText } from "./FilePicker";

describe("FilePicker", () => {
  it("names what was chosen, cutting a long name in the middle", () => {
    expect(chosenText([])).toBe("No images chosen");
    expect(chosenText(["cat.png"])).toBe("cat.png");
    expect(chosenText(["a.png", "b.png", "c.png"])).toBe("3 images");
    const long = chosenText([`${"holiday-".repeat(10)}final.jpg`]);
    expect(Array.from(long)).toHaveLength(40);
    expect(long.endsWith("final.jpg")).toBe(true);
  });

  it("keeps a real, labelled file input and shows the chosen file beside the button", () => {
    render(<FilePicker name="files" label="Choose images" accept="image/*" testId="upload-files" />);
    const input = screen.getByLabelText("Choose images");
    expect(input).toBe(screen.getByTestId("upload-files"));
    expect(input).toHaveAttribute("type", "file");
    expect(input).toHaveAccessibleDescription("No images chosen");
    fireEvent.change(input, { target: { files: [new File(["x"], "portrait.jpg", { type: "image/jpeg" })] } });
    expect(screen.getByTestId("upload-files-chosen")).toHaveTextContent("portrait.jpg");
  });
});
