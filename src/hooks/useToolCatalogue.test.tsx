import { act, renderHook } from "@testing-library/react";
import { setStaticQueryData } from "../test-utils/gatsby-mock";
import { ACCOUNT_CHANGE_EVENT, STORAGE_KEYS } from "../lib/storage-keys";
import { useToolCatalogue } from "./useToolCatalogue";

const tool = (slug: string, hide_solo_plus: boolean, available: boolean | null = true) => ({
  fields: { available },
  frontmatter: {
    name: slug,
    link: `/tools/${slug}/`,
    desc: "",
    icon_name: null,
    is_tool_ai: false,
    tags: null,
    order: 1,
    hide: false,
    hide_footer: false,
    hide_suggestion: false,
    hide_solo_plus,
  },
});
const license = (variant: string) => ({
  license_key: "v1.a.b",
  instance_id: "v1.c.d",
  email: "v1.e.f",
  plan: "Premium",
  usage_stat: "1 Used / 3",
  redirect_path: "/",
  variant,
});

beforeEach(() => {
  localStorage.clear();
  setStaticQueryData({ allMarkdownRemark: { nodes: [tool("bulk-photo-colorizer", true), tool("bulk-image-cropper", false)] } });
});

const links = (tools: { link: string }[]) => tools.map((entry) => entry.link);

describe("useToolCatalogue", () => {
  it("marks a tool whose code does not exist yet as unavailable", () => {
    setStaticQueryData({ allMarkdownRemark: { nodes: [tool("bulk-image-cropper", false), tool("bulk-made-up-tool", false, false)] } });
    const { result } = renderHook(() => useToolCatalogue());
    expect(result.current.map((entry) => [entry.link, entry.available])).toEqual([
      ["/tools/bulk-image-cropper/", true],
      ["/tools/bulk-made-up-tool/", false],
    ]);
  });

  it("lists every tool for visitors and for other licenses", () => {
    localStorage.setItem(STORAGE_KEYS.licenses, JSON.stringify([license("Default")]));
    const { result } = renderHook(() => useToolCatalogue());
    expect(links(result.current)).toEqual(["/tools/bulk-photo-colorizer/", "/tools/bulk-image-cropper/"]);
  });

  it("hides the colorizer once a Solo Plus license is stored (spec §6)", () => {
    const { result } = renderHook(() => useToolCatalogue());
    expect(result.current).toHaveLength(2);
    act(() => {
      localStorage.setItem(STORAGE_KEYS.licenses, JSON.stringify([license("Solo Plus")]));
      window.dispatchEvent(new Event(ACCOUNT_CHANGE_EVENT));
    });
    expect(links(result.current)).toEqual(["/tools/bulk-image-cropper/"]);
  });
});
