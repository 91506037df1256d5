import { graphql, type PageProps, StaticQueryContext } from "gatsby";
import { useContext, useEffect, useState } from "react";

interface Data {
  site: { siteMetadata: { siteUrl: string } };
  pages: { nodes: { frontmatter: { slug: string | null } }[] };
}

/**
 * The Content Manager (spec §2): Decap CMS, loaded in the browser only, with the site's own React.
 * Decap and the identity widget are chunks of their own, fetched from this page alone.
 */
export default function ContentManager({ data }: PageProps<Data>) {
  const staticQueries = useContext(StaticQueryContext);
  const [failure, setFailure] = useState<string | null>(null);
  const [running, setRunning] = useState(false);

  useEffect(() => {
    const site = {
      siteUrl: data.site.siteMetadata.siteUrl,
      pageSlugs: data.pages.nodes.flatMap((node) => (node.frontmatter.slug ? [node.frontmatter.slug] : [])),
    };
    import(/* webpackChunkName: "content-manager" */ "../cms/start")
      .then(({ startContentManager }) => startContentManager(site, staticQueries))
      .then(
        () => setRunning(true),
        (error: unknown) => setFailure(error instanceof Error ? error.message : String(error)),
      );
  }, [data, staticQueries]);

  if (running) return null;
  return (
    <main className="container">
      <h1>Content Manager</h1>
      {failure === null ? (
        <p role="status">Loading the Content Manager…</p>
      ) : (
        <p role="alert">The Content Manager could not start ({failure}). Check your connection and reload the page.</p>
      )}
      <noscript>The Content Manager needs JavaScript.</noscript>
    </main>
  );
}

export function Head() {
  return (
    <>
      <title>Content Manager</title>
      <meta name="robots" content="noindex, nofollow" />
    </>
  );
}

export const query = graphql`
  query ContentManager {
    site {
      siteMetadata {
        siteUrl
      }
    }
    pages: allMarkdownRemark(filter: { fields: { collection: { eq: "pages" } } }) {
      nodes {
        frontmatter {
          slug
        }
      }
    }
  }
`;
