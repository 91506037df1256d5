/** @jest-environment node */
import { blurNote } from "../../src/tools/bulk-image-face-blurring/blur-faces";
import { ACTION_TOOLS } from "../tasks/actions";
import { inApiWords } from "./api-wording";
import { runAction } from "./run-action";

const schemaOf = (action: string) => {
  const tool = ACTION_TOOLS[action];
  if (!tool) throw new Error(`no action ${action}`);
  return tool.settings;
};

describe("API wording of the tools' shared notes", () => {
  it("names the parameter a quoted setting title stands for, and turns ticking it into setting it to true", () => {
    expect(inApiWords("Turn on “Replace existing colour” to colour it anyway.", schemaOf("colorize"))).toBe(
      'Set "replaceColour" to true to colour it anyway.',
    );
    expect(inApiWords("over the target: turn on “Reduce PNG colours” or choose another format.", schemaOf("compress"))).toBe(
      'over the target: set "pngLossy" to true or choose another format.',
    );
  });

  it("names every setting of a list, and says parameters where the page says options", () => {
    const text = "there is no file to make: turn on one of “Tiny preview image”, “JSON file per image” or “CSS file per image”";
    expect(inApiWords(text, schemaOf("placeholder"))).toBe('there is no file to make: turn on one of "tinyImage", "jsonFile" or "cssFile"');
    expect(inApiWords("Place hints in the options.", schemaOf("colorize"))).toBe("Place hints in the parameters.");
  });

  it("tells an API caller which parameter takes the box of a face the detectors missed, where the page says to draw it", () => {
    expect(inApiWords(blurNote([]) ?? "", schemaOf("face-blur"))).toBe(
      'no face found: the photo is unchanged. If a face was missed, give its box in "added".',
    );
    expect(inApiWords("Draw boxes on them under Options (“Removed face boxes”).", schemaOf("face-blur"))).toBe(
      'Give their boxes in "removed".',
    );
    expect(inApiWords("Draw a box on it under Options.", schemaOf("face-blur"))).toBe("Draw a box on it in the parameters.");
  });

  it("leaves a quoted phrase that is no setting of the action as it is", () => {
    expect(inApiWords("Turn on “Keep metadata” to get the original.", schemaOf("resize"))).toBe(
      "Turn on “Keep metadata” to get the original.",
    );
  });

  it("rewords what a runner throws", async () => {
    const settings = { ...schemaOf("placeholder").parse({}), tinyImage: false, jsonFile: false, cssFile: false };
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
    await expect(
      runAction("placeholder", { bytes: png, name: "dot.png", type: "image/png", companions: {} }, settings, new AbortController().signal),
    ).rejects.toThrow('turn on one of "tinyImage", "jsonFile" or "cssFile"');
  });
});
