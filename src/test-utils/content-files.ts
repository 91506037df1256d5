import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { toPlan } from "../lib/plan-schema";
import { type Plan, resolvePlanIds } from "../lib/plans";

/** Reads content/ directly (Node only), for the content checks and the browser tests' expectations. */
export const CONTENT_DIR = path.resolve(__dirname, "../../content");

export interface ContentFile<T = Record<string, unknown>> {
  file: string;
  data: T;
  body: string;
}

export function readCollection<T = Record<string, unknown>>(collection: string): ContentFile<T>[] {
  const dir = path.join(CONTENT_DIR, collection);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => {
      const parsed = matter(fs.readFileSync(path.join(dir, name), "utf8"));
      return { file: name, data: parsed.data as T, body: parsed.content };
    });
}

export interface ToolFront {
  name: string;
  link: string;
  order: number;
  desc: string;
  hero_desc: string;
  tags: string[];
  schema_markup: { name: string; desc: string; featureList: string[]; fileFormat: string[]; version: string; aggregateRating?: unknown };
  money_saved_tag: string;
  money_saved_per_image: number;
  icon_name: string;
  is_tool_ai: boolean;
  hide: boolean;
  hide_footer: boolean;
  hide_suggestion: boolean;
  hide_solo_plus: boolean;
  sub_tools: { name: string; link: string; canonical: string; desc: string; hero_desc: string }[];
}

export interface PostFront {
  title: string;
  slug: string;
  date: Date | string;
  tags: string[];
  description: string;
  featureImage: string;
  featureImageAlt: string;
  tools: string[];
}

export interface PageFront {
  title: string;
  slug: string;
  template: string;
  description: string;
  [key: string]: unknown;
}

export const tools = () => readCollection<ToolFront>("tools");
export const posts = () => readCollection<PostFront>("blog");
export const pages = () => readCollection<PageFront>("pages");
export const stories = () => readCollection<{ title: string; slug: string; example: boolean; summary: string; tools: string[] }>("stories");
export const comparePages = () =>
  readCollection<{ title: string; slug: string; alternative: string; summary: string; table?: { feature: string }[] }>("compare");

/** The plan catalogue as the build resolves it, with the ids configured in `env`. */
export function plans(env: NodeJS.ProcessEnv = process.env): Plan[] {
  return readCollection<{ product_id: number }>("plans").map(({ file, data }) => {
    const slug = file.replace(/\.md$/, "");
    return toPlan(slug, resolvePlanIds(slug, data.product_id, env), data);
  });
}

export function pageByTemplate(template: string): PageFront {
  const page = pages().find((candidate) => candidate.data.template === template);
  if (!page) throw new Error(`content/pages has no page with template "${template}"`);
  return page.data;
}
