import { BlogListView } from "../../components/views/BlogListView";
import { CompareIndexView, StoriesIndexView } from "../../components/views/EntryIndexViews";
import { type HomeFields, HomeView } from "../../components/views/HomeView";
import { type PricingFields, PricingView } from "../../components/views/PricingView";
import { TextPageView } from "../../components/views/TextPageView";
import { ToolsIndexView } from "../../components/views/ToolsIndexView";
import type { PreviewProps } from "../decap-types";
import { entryFields, PREVIEW_CHECKOUT, PreviewBody } from "./preview-frame";
import { useBlogFirstPage } from "./useBlogFirstPage";

/**
 * Previews of the site's own pages (content/pages), through the views those pages render. What a
 * page shows besides its file (tools, plans, posts, comparisons, stories) comes from the static
 * queries the admin page hands over, so a list shows its entries as last built, not as edited.
 */

const titleOf = (props: PreviewProps) => entryFields(props, { title: "" }).title;

export function HomePreview(props: PreviewProps) {
  const page = entryFields<HomeFields>(props, { title: "", hero_text: null, features: null });
  return <HomeView page={page} body={<PreviewBody props={props} />} />;
}

export function PricingPreview(props: PreviewProps) {
  const page = entryFields<PricingFields>(props, {
    title: "",
    tool_note: "",
    discount: { code: "", percent: 0, title: "", text: "", apply_label: "" },
    faq: null,
  });
  return <PricingView page={page} body={<PreviewBody props={props} className="lead" />} toolPath={null} checkout={PREVIEW_CHECKOUT} />;
}

export function ToolsIndexPreview(props: PreviewProps) {
  return <ToolsIndexView title={titleOf(props)} body={<PreviewBody props={props} className="lead" />} />;
}

export function BlogIndexPreview(props: PreviewProps) {
  const { posts, list } = useBlogFirstPage();
  return <BlogListView introTitle={titleOf(props)} intro={<PreviewBody props={props} className="lead" />} posts={posts} list={list} />;
}

export function CompareIndexPreview(props: PreviewProps) {
  return <CompareIndexView title={titleOf(props)} body={<PreviewBody props={props} />} />;
}

export function StoriesIndexPreview(props: PreviewProps) {
  return <StoriesIndexView title={titleOf(props)} body={<PreviewBody props={props} />} />;
}

/** 404 and 500: the page's words alone. */
export function TextPagePreview(props: PreviewProps) {
  return <TextPageView title={titleOf(props)} body={<PreviewBody props={props} />} />;
}

/** A page around a form that works only on the site itself (it calls the license or API servers). */
function formPagePreview(form: string) {
  return function FormPagePreview(props: PreviewProps) {
    return (
      <TextPageView title={titleOf(props)} body={<PreviewBody props={props} />}>
        <p className="notice" role="note">
          {form} appears here on the page.
        </p>
      </TextPageView>
    );
  };
}

export const LicensePreview = formPagePreview("The license activation form, with this browser's licenses,");
export const LoginPreview = formPagePreview("The e-mail code login, then the API dashboard,");
