import { StaticQueryContext } from "gatsby";
import type { ComponentType, MouseEvent } from "react";
import type { Checkout } from "../../hooks/useCheckout";
import type { PreviewProps } from "../decap-types";

type StaticQueries = Parameters<typeof StaticQueryContext.Provider>[0]["value"];

/** Links in a preview lead nowhere: following one would take the editor's window off the Content Manager. */
function stayOnPreview(event: MouseEvent) {
  if (event.target instanceof Element && event.target.closest("a")) event.preventDefault();
}

/**
 * A preview template made of the site's own components. Decap renders it in its own React root,
 * outside Gatsby's, so the static query results the site's components read (site settings, tool
 * catalogue) are handed over from the admin page.
 */
export function sitePreview(View: ComponentType<PreviewProps>, staticQueries: StaticQueries): ComponentType<PreviewProps> {
  return function SitePreview(props: PreviewProps) {
    return (
      <StaticQueryContext.Provider value={staticQueries}>
        {/* Only suppresses link navigation; the preview has nothing to operate. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
        <div onClick={stayOnPreview}>
          <View {...props} />
        </div>
      </StaticQueryContext.Provider>
    );
  };
}

/** The entry's fields as they stand in the editor (any of them may still be empty). */
export function entryData<T>(props: PreviewProps): Partial<T> {
  return (props.entry.get("data")?.toJS() ?? {}) as Partial<T>;
}

/** The entry's fields as a view takes them: `empty` stands in for each one the editor has not filled in yet. */
export function entryFields<T extends object>(props: PreviewProps, empty: T): T {
  const filled = Object.entries(entryData<T>(props)).filter(([, value]) => value !== undefined && value !== null);
  return { ...empty, ...Object.fromEntries(filled) };
}

/** The Markdown body as Decap renders it while it is edited. */
export function PreviewBody({ props, className = "prose" }: { props: PreviewProps; className?: string }) {
  return <div className={className}>{props.widgetFor("body")}</div>;
}

/** Buy buttons open no checkout from a preview. */
export const PREVIEW_CHECKOUT: Checkout = { buy: () => undefined, opening: null };

export type { StaticQueries };
