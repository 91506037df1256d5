import { ToolPageView } from "../../components/views/ToolPageView";
import type { ToolEntry } from "../../types/content";
import type { PreviewProps } from "../decap-types";
import { entryFields, PreviewBody } from "./preview-frame";

const EMPTY_TOOL: ToolEntry = {
  name: "",
  link: "",
  order: 0,
  desc: "",
  hero_desc: null,
  tags: [],
  schema_markup: null,
  money_saved_tag: null,
  money_saved_per_image: null,
  icon_name: null,
  is_tool_ai: false,
  hide: false,
  hide_footer: false,
  hide_suggestion: false,
  hide_solo_plus: false,
  sub_tools: [],
};

/** A tool page around a placeholder: the tool itself (workers, codecs, models) does not run in the preview. */
export function ToolPreview(props: PreviewProps) {
  return (
    <ToolPageView
      tool={entryFields(props, EMPTY_TOOL)}
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
