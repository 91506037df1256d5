import { loadIdentityWidget } from "../identity/widget";
import { type ContentManagerSite, contentManagerConfig } from "./config";
import type { CmsEventListener } from "./decap-types";
import { registerPreviews } from "./previews";
import type { StaticQueries } from "./previews/preview-frame";
import { checkCreditPack, checkPlan, checkToolLink, type EntryData, toolRatingAction } from "./save-checks";
import { takeSiteStyles } from "./site-styles";

type Entry = Parameters<CmsEventListener["handler"]>[0]["entry"];

/** Decap takes back the entry's data (its immutable Map) when a listener changes it, or undefined to keep it. */
function checkBeforeSave({ entry }: { entry: Entry }) {
  const data = entry.get("data");
  const plain = data.toJS() as EntryData;
  switch (entry.get("collection")) {
    case "plans":
      checkPlan(entry.get("slug") ?? "", plain);
      return undefined;
    case "credit_packs":
      checkCreditPack(entry.get("slug") ?? "", plain);
      return undefined;
    case "tools":
      checkToolLink(entry.get("slug") ?? "", plain);
      return toolRatingAction(plain) === "drop" ? data.deleteIn(["schema_markup", "aggregateRating"]) : undefined;
    default:
      return undefined;
  }
}

let started: Promise<void> | null = null;

/**
 * Starts Decap CMS on the admin page, once. The order matters: the site's styles move into the
 * preview before Decap adds its own; the identity widget is there before Decap's modules load (its
 * Git Gateway login listens to it from then on) but starts only after them (so they hear its "init").
 */
export function startContentManager(site: ContentManagerSite, staticQueries: StaticQueries): Promise<void> {
  started ??= (async () => {
    const previewCss = takeSiteStyles(document);
    const identity = await loadIdentityWidget();
    const { default: cms } = await import(/* webpackChunkName: "decap-cms" */ "decap-cms-app");
    identity.init();
    cms.registerPreviewStyle(previewCss, { raw: true });
    registerPreviews(cms, staticQueries);
    cms.registerEventListener({ name: "preSave", handler: checkBeforeSave });
    cms.init({ config: contentManagerConfig(site) });
  })();
  return started;
}
