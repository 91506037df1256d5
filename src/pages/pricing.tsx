import { graphql, type HeadProps, type PageProps } from "gatsby";
import { HtmlContent } from "../components/HtmlContent";
import { Seo } from "../components/Seo";
import type { PageText } from "../types/content";

interface Data {
  page: { html: string; frontmatter: PageText & { faq: { question: string; answer: string }[] | null } };
}

/** Plans, checkout and the tool-first ordering arrive with the paid-access issue; the FAQ anchor (#faq) is linked from the footer. */
export default function Pricing({ data }: PageProps<Data>) {
  const { title, faq } = data.page.frontmatter;
  return (
    <div className="container">
      <h1>{title}</h1>
      <HtmlContent className="lead" html={data.page.html} />
      {faq && faq.length > 0 && (
        <section id="faq" aria-labelledby="faq-heading" className="prose">
          <h2 id="faq-heading">Frequently asked questions</h2>
          {faq.map((item) => (
            <div key={item.question}>
              <h3>{item.question}</h3>
              <p>{item.answer}</p>
            </div>
          ))}
        </section>
      )}
    </div>
  );
}

export function Head({ data, location }: HeadProps<Data>) {
  return <Seo title={data.page.frontmatter.title} description={data.page.frontmatter.description} path={location.pathname} />;
}

export const query = graphql`
  query PricingPage {
    page: markdownRemark(fields: { collection: { eq: "pages" } }, frontmatter: { template: { eq: "pricing" } }) {
      html
      frontmatter {
        title
        description
        faq {
          question
          answer
        }
      }
    }
  }
`;
