import type { HeadProps, PageProps } from "gatsby";
import type { ReactNode } from "react";
import type { PageText } from "../types/content";
import { HtmlContent } from "./HtmlContent";
import { Seo } from "./Seo";
import { TextPageView } from "./views/TextPageView";

/** Data of a fixed page whose words come from content/pages (license, login, 404, 500, list intros). */
export interface TextPageData {
  page: { html: string; frontmatter: PageText } | null;
}

export const textPageTitle = (data: TextPageData, fallbackTitle: string) => data.page?.frontmatter.title ?? fallbackTitle;

export const textPageBody = (data: TextPageData) => data.page && <HtmlContent html={data.page.html} />;

interface TextPageOwnProps {
  data: TextPageData;
  fallbackTitle: string;
  children?: ReactNode;
}

export function TextPage({ data, fallbackTitle, children }: TextPageOwnProps) {
  return (
    <TextPageView title={textPageTitle(data, fallbackTitle)} body={textPageBody(data)}>
      {children}
    </TextPageView>
  );
}

/** The Head export of such pages; `noindex` for the error pages. */
export function textPageHead(fallbackTitle: string, noindex = false) {
  return function Head({ data, location }: HeadProps<TextPageData>) {
    return (
      <Seo
        title={textPageTitle(data, fallbackTitle)}
        description={data.page?.frontmatter.description}
        path={location.pathname}
        noindex={noindex}
      />
    );
  };
}

export type TextPageProps = PageProps<TextPageData>;
