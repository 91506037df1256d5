/**
 * Output names as the site gives them (src/bulk/output/names.ts): the input's base name through the
 * template, the result's extension, "photo (1).jpg" for a name already taken in the same folder.
 * The CLI's template also takes {ext}, the result's extension.
 */
import path from "node:path";
import { applyTemplate, baseName, UniqueNames, validateTemplate } from "../../src/bulk/output/names";

export const CLI_TEMPLATE_FIELDS = ["{name}", "{width}", "{height}", "{ext}", "{index}"];

/** The site's template with {ext} spelt as the site's {format}; the same extension either way. */
function siteTemplate(template: string): string {
  return template.replaceAll("{ext}", "{format}");
}

export function templateProblem(template: string): string | null {
  const problem = validateTemplate(siteTemplate(template));
  return problem && `${problem.replace(/; use .*$/, "")}; use ${CLI_TEMPLATE_FIELDS.join(", ")}.`;
}

export interface ResultFile {
  extension: string;
  width?: number;
  height?: number;
  /** Set when one input gives several files (e.g. PDF pages), as the site names them. */
  suffix?: string;
}

/** Hands out output paths (relative to the output folder), unique per folder. */
export class OutputNamer {
  private readonly folders = new Map<string, UniqueNames>();

  constructor(
    private readonly template: string,
    private readonly keepTree: boolean,
  ) {}

  private namesIn(folder: string): UniqueNames {
    let names = this.folders.get(folder);
    if (!names) this.folders.set(folder, (names = new UniqueNames()));
    return names;
  }

  /** Marks a path as taken (an output a run before made and keeps). */
  reserve(relative: string): void {
    const extension = path.extname(relative);
    this.namesIn(path.dirname(relative)).claim(path.basename(relative, extension), extension.slice(1));
  }

  /** The path of one result of the input at `inputRelative` (its path below the folder it was found in). */
  name(inputRelative: string, index: number, result: ResultFile): string {
    const folder = this.keepTree ? path.dirname(inputRelative) : ".";
    const stem = applyTemplate(siteTemplate(this.template), {
      name: baseName(inputRelative),
      width: result.width,
      height: result.height,
      index,
      format: result.extension,
      suffix: result.suffix,
    });
    return path.join(folder, this.namesIn(folder).claim(stem, result.extension));
  }
}
