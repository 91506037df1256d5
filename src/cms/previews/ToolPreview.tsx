import { ToolPageView } from "../../components/views/ToolPageView";
import type { ToolEntry } from "../../types/content";
import type { PreviewProps } from "../decap-types";
import { entryData, PreviewBody } from "./preview-frame";

/** A tool page around a placeholder: the tool itself (workers, codecs, models) does not run in the preview. */
export function ToolPreview(props: PreviewProps) {
  const data = entryData<ToolEntry>(props);
  const tool: ToolEntry = {
    name: data.name ?? "",
    link: data.link ?? "",
    order: data.order ?? 0,
    desc: data.desc ?? "",
    hero_desc: data.hero_desc ?? null,
    tags: data.tags ?? [],
    schema_markup: data.schema_markup ?? null,
    money_saved_tag: data.money_saved_tag ?? null,
    money_saved_per_image: data.money_saved_per_image ?? null,
    icon_name: data.icon_name ?? null,
    is_tool_ai: data.is_tool_ai ?? false,
    hide: data.hide ?? false,
    hide_footer: data.hide_footer ?? false,
    hide_suggestion: data.hide_suggestion ?? false,
    hide_solo_plus: data.hide_solo_plus ?? false,
    sub_tools: data.sub_tools ?? [],
  };
  return (
    <ToolPageView
      tool={tool}
      subToolLink={null}
      workArea={
        <p className="notice" role="note">
          The tool itself appears here on the page: drop zone, settings and results.
        </p>
      }
      body={<PreviewBody props={props} />}
    />
  );
}
