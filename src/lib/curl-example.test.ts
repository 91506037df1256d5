/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { curlExample, exampleFile, exampleParameters } from "./curl-example";
import type { ActionParameter, ApiActionView } from "./openapi-actions";

const parameter = (patch: Partial<ActionParameter> & Pick<ActionParameter, "name">): ActionParameter => ({
  title: "",
  description: "",
  type: "string",
  range: "",
  values: [],
  default: undefined,
  usedWhen: [],
  ...patch,
});

const action = (patch: Partial<ApiActionView>): ApiActionView => ({
  name: "resize",
  tool: "bulk-image-resizer",
  label: "Resize images",
  credits: 1,
  accepts: ["jpeg", "png"],
  types: ["image/jpeg", "image/png"],
  outputs: ["jpeg"],
  parameters: [
    parameter({ name: "mode", title: "Resize by", values: [{ value: "width", label: "" }], default: "width" }),
    parameter({ name: "caption", title: "Caption", range: "any length", default: "it's mine" }),
    parameter({ name: "width", title: "Width", type: "integer", range: "1 to 32,767 px", default: 1600 }),
  ],
  example: { parameters: null, companions: [] },
  timeLimit: "",
  maxPages: null,
  ...patch,
});

describe("an action's curl example", () => {
  it("uploads a sample of the first format the action takes, with two of its parameters at their defaults", () => {
    expect(exampleFile(action({}))).toEqual({ name: "photo.jpg", type: "image/jpeg", extension: "jpg" });
    expect(exampleFile(action({ accepts: ["pdf"] })).name).toBe("document.pdf");
    expect(exampleParameters(action({}))).toEqual({ mode: "width", caption: "it's mine" });
  });

  it("is a shell script bash can parse, with quotes in values kept whole", () => {
    const script = curlExample(action({}), { base: "https://example.com/api/v1", key: "YOUR_API_KEY" });
    expect(() => execFileSync("bash", ["-n", "-c", script])).not.toThrow();
    const body = execFileSync("bash", ["-c", `${script.split("\n# 1.")[0]}\necho ${script.match(/<<< ('[^\n]*')\)/)?.[1]}`]).toString();
    expect(JSON.parse(body).file_list[0]).toMatchObject({ action: "resize", parameters: { caption: "it's mine" } });
    expect(script).toContain("# 3. The task (1 credit)");
  });

  it("uploads the example's second files beside the input and names them in the task", () => {
    const remover = action({
      name: "object-remove",
      example: { parameters: { fill: "patch" }, companions: [{ key: "mask", suffix: ".mask.png" }] },
    });
    expect(exampleParameters(remover)).toEqual({ fill: "patch" });
    const script = curlExample(remover, { base: "https://example.com/api/v1", key: "K" });
    expect(() => execFileSync("bash", ["-n", "-c", script])).not.toThrow();
    expect(script).toContain("MASK='photo.mask.png'");
    expect(script).toContain('--data-binary @"$MASK"');
    expect(script).toContain("companions: {mask: $mask}");
  });
});
