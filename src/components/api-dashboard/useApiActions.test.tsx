/** @jest-environment ./src/test-utils/jsdom-fetch-environment.cjs */
import { render, renderHook, screen, waitFor, within } from "@testing-library/react";
import { setStaticQueryData } from "../../test-utils/gatsby-mock";
import { UploadForm } from "./UploadForm";
import type { AccountState } from "./useAccount";
import { useApiActions } from "./useApiActions";

/** The tools' content as the site's GraphQL gives it: the summarizer is hidden, as content/tools marks it. */
const content = (slug: string, name: string, order: number, hide: boolean) => ({
  fields: { available: true },
  frontmatter: { name, link: `/tools/${slug}/`, desc: "", icon_name: null, is_tool_ai: false, tags: [], order, hide, hide_footer: hide },
});

const document = {
  "x-actions": [
    { name: "compress", tool: "bulk-image-compressor", credits: 1, example: { parameters: { quality: 70 } } },
    { name: "summarize-book", tool: "bulk-book-summarizer", credits: 5 },
    { name: "upscale", tool: "bulk-image-upscaler", credits: 2 },
  ],
};

beforeEach(() => {
  setStaticQueryData({
    allMarkdownRemark: {
      nodes: [
        content("bulk-image-upscaler", "Bulk Image Upscaler", 5, false),
        content("bulk-book-summarizer", "Bulk Book Summarizer", 14, true),
        content("bulk-image-compressor", "Bulk Image Compressor", 3, false),
      ],
    },
  });
  globalThis.fetch = jest.fn(() => Promise.resolve(Response.json(document)));
});

afterEach(() => delete (globalThis as { fetch?: unknown }).fetch);

const account = { apiKey: "pb_key", loaded: true, busy: false } as AccountState;

describe("the run form's tools", () => {
  it("are the API document's actions named by their tools, without the tool the site hides", async () => {
    const { result } = renderHook(() => useApiActions());
    await waitFor(() => expect(result.current.choices).toHaveLength(2));
    render(<UploadForm api={{} as never} fetchFn={jest.fn()} token="t" account={account} actions={result.current} onQueued={jest.fn()} />);

    const select = screen.getByRole("combobox", { name: "Tool" });
    const options = within(select).getAllByRole("option");
    expect(options.map((option) => [option.textContent, option.getAttribute("value")])).toEqual([
      ["Bulk Image Compressor", "compress"],
      ["Bulk Image Upscaler", "upscale"],
    ]);
    const hint = screen.getByTestId("upload-action-hint");
    expect(hint).toHaveTextContent("API action compress, 1 credit per file.");
    expect(select).toHaveAttribute("aria-describedby", hint.id);
    expect(screen.getByTestId("upload-parameters")).toHaveAttribute("placeholder", '{"quality":70}');
    // A task the account already ran with it is still named by its tool.
    expect(result.current.names.get("summarize-book")).toBe("Bulk Book Summarizer");
  });
});
