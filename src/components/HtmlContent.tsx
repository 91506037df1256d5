/**
 * Markdown rendered by gatsby-transformer-remark at build time. The HTML comes from our own content
 * files (edited by the site's editors), never from visitors.
 */
export function HtmlContent({ html, className = "prose" }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
