/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { creditPackSchema } from "../lib/credit-pack-schema";
import { planFrontmatterSchema } from "../lib/plan-schema";
import { reservedRoots } from "../lib/routes";
import { entryProblems } from "../test-utils/cms-fields";
import { CONTENT_DIR, pages, readCollection, tools } from "../test-utils/content-files";
import { CONTENT_PAGE_FILES } from "./collections/pages";
import { contentManagerConfig } from "./config";
import type { CmsCollection, CmsField } from "./decap-types";

const ROOT = path.resolve(CONTENT_DIR, "..");
const pageSlugs = pages().map((page) => page.data.slug);
const config = contentManagerConfig({ siteUrl: "https://pixelbatch.app", pageSlugs });
const collection = (name: string) => config.collections.find((candidate) => candidate.name === name)!;

const toolSlugs = new Set(tools().map((tool) => tool.file.replace(/\.md$/, "")));
const toolLinks = new Set(tools().map((tool) => tool.data.link));
const context = {
  staticDir: path.join(ROOT, "static"),
  relationValues: (field: Record<string, unknown>) => {
    expect(field.collection).toBe("tools");
    return field.value_field === "{{slug}}" ? toolSlugs : toolLinks;
  },
};

/** Every Markdown and JSON file of content/, with the collection fields the Content Manager edits it with. */
function editedFiles(): { file: string; fields: CmsField[] }[] {
  return config.collections.flatMap((entry: CmsCollection) =>
    entry.folder
      ? fs
          .readdirSync(path.join(ROOT, entry.folder))
          .filter((name) => name.endsWith(`.${entry.extension ?? "md"}`))
          .map((name) => ({ file: `${entry.folder}/${name}`, fields: entry.fields! }))
      : entry.files!.map((file) => ({ file: file.file, fields: file.fields })),
  );
}

describe("the Content Manager's configuration", () => {
  it("commits through Git Gateway to main, edits local files with decap-server, and keeps media in static/images", () => {
    expect(config.backend).toEqual({ name: "git-gateway", branch: "main" });
    expect(config.local_backend).toBe(true);
    expect(config.load_config_file).toBe(false);
    expect(fs.existsSync(path.join(ROOT, config.media_folder!))).toBe(true);
    expect(config.public_folder).toBe("/images");
    expect(collection("blog")).toMatchObject({ media_folder: "/static/images/blog", public_folder: "/images/blog" });
  });

  it("edits every content file, each with one collection", () => {
    const onDisk = fs
      .readdirSync(CONTENT_DIR)
      .flatMap((folder) => fs.readdirSync(path.join(CONTENT_DIR, folder)).map((name) => `content/${folder}/${name}`))
      .filter((file) => /\.(md|json)$/.test(file))
      .sort();
    expect(
      editedFiles()
        .map((entry) => entry.file)
        .sort(),
    ).toEqual(onDisk);
  });

  it.each(editedFiles().map((entry) => [entry.file, entry.fields] as const))(
    "%s passes the Content Manager's field rules, and each of its keys has a field",
    (file, fields) => {
      const [, folder, name] = file.split("/");
      const content = file.endsWith(".json")
        ? { data: JSON.parse(fs.readFileSync(path.join(ROOT, file), "utf8")) as Record<string, unknown>, body: "" }
        : readCollection(folder!).find((entry) => entry.file === name)!;
      const data = fields.some((field) => field.name === "body") ? { ...content.data, body: content.body.trim() } : content.data;
      expect(entryProblems(fields, data, context)).toEqual([]);
    },
  );

  /** The collection's fields are the schema's keys, optional exactly where the schema lets the key be absent. */
  function expectSchemaFields(name: string, shape: Record<string, { safeParse(value: unknown): { success: boolean } }>) {
    const fields = collection(name).fields!;
    expect(fields.map((field) => field.name).sort()).toEqual(Object.keys(shape).sort());
    for (const field of fields) {
      const optional = shape[field.name]!.safeParse(undefined).success;
      expect([field.name, field.required === false]).toEqual([field.name, optional]);
    }
    return fields;
  }

  it("asks for a plan's fields as the build's schema does", () => {
    const fields = expectSchemaFields("plans", planFrontmatterSchema.shape);
    expect(fields.find((field) => field.name === "kind")).toMatchObject({ widget: "select", options: ["plan", "pass"] });
  });

  it("asks for a credit pack's fields as the build's and the server's schema does", () => {
    expectSchemaFields("credit_packs", creditPackSchema.shape);
    expect(collection("credit_packs")).toMatchObject({ folder: "content/credit-packs", extension: "json", format: "json" });
  });

  it("says where a plan's store id comes from, as it has no field", () => {
    const plans = collection("plans");
    expect(plans.fields!.map((field) => field.name)).not.toContain("store_id");
    expect(plans.description).toContain("LEMON_STORE_ID");
    expect(plans.fields!.find((field) => field.name === "product_id")!.hint).toContain("LEMON_STORE_ID");
  });

  it("keeps blog posts off the site's own paths", () => {
    const pattern = new RegExp((collection("blog").fields!.find((field) => field.name === "slug")!.pattern as [string, string])[0]);
    for (const taken of reservedRoots(pageSlugs)) expect(pattern.test(taken)).toBe(false);
    expect(pattern.test("privacy")).toBe(false);
    expect(pattern.test("admin")).toBe(false);
    expect(pattern.test("tools-for-photographers")).toBe(true);
    expect(pattern.test("Not A Slug")).toBe(false);
  });

  it("names new entries after their slug field where the site routes by it", () => {
    for (const name of ["blog", "compare", "stories"]) {
      expect(collection(name).slug).toBe("{{fields.slug}}");
      expect(collection(name).fields!.map((field) => field.name)).toContain("slug");
    }
  });

  it("previews with the content-page view exactly the pages that template renders", () => {
    const rendered = pages().filter((page) => ["page", "reviews", "contact"].includes(page.data.template));
    expect([...CONTENT_PAGE_FILES].sort()).toEqual(rendered.map((page) => page.file.replace(/\.md$/, "")).sort());
  });
});
