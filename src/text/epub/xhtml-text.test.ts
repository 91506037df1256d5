/** @jest-environment node */
import { xhtmlText } from "./xhtml-text";

const html = (body: string) =>
  `<?xml version="1.0" encoding="utf-8"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>Ignored</title></head>${body}</html>`;

describe("xhtmlText", () => {
  it("reads block elements as paragraphs and headings, with text directly in a container kept apart from its blocks", () => {
    const { blocks } = xhtmlText(
      html(`<body><h1>Title <em>here</em></h1><div>Loose text<p>In a <b>para</b>graph.</p>tail</div><ul><li>One</li><li>Two</li></ul>
<table><tr><td>Cell</td><td>Other</td></tr></table></body>`),
    );
    expect(blocks).toEqual([
      { text: "Title here", heading: true },
      { text: "Loose text", heading: false },
      { text: "In a paragraph.", heading: false },
      { text: "tail", heading: false },
      { text: "One", heading: false },
      { text: "Two", heading: false },
      { text: "Cell", heading: false },
      { text: "Other", heading: false },
    ]);
  });

  it("decodes named and numeric entities, collapses white space, drops soft hyphens, scripts, styles and ruby readings", () => {
    const { blocks } = xhtmlText(
      html(
        `<body><style>p{}</style><p>A&#160;&nbsp;b\n\t c &eacute;&#x2014;&#8217;&amp;&lt;x&gt; hy&shy;phen\u00ad</p>` +
          `<script type="text/javascript">var a = "<p>no</p>";</script><p><ruby>漢<rt>kan</rt></ruby>字<br/>next</p></body>`,
      ),
    );
    expect(blocks.map((block) => block.text)).toEqual(["A b c é—’&<x> hyphen", "漢字 next"]);
  });

  it("tells where each id lands, for cutting a file at the contents' #fragments", () => {
    const { anchors } = xhtmlText(
      html(`<body><p>One</p><h2 id="two">Two</h2><p>Text <a id="mid"/>more</p><div id="empty"></div><p>Three<a name="old"></a></p></body>`),
    );
    expect(Object.fromEntries(anchors)).toEqual({ two: 1, mid: 2, empty: 3, old: 3 });
  });

  it("counts words, links and linked words, and the page's own epub:type", () => {
    const text = xhtmlText(
      html(`<body epub:type="frontmatter"><section epub:type="toc"><h1>Contents</h1><p><a href="a.xhtml">Chapter One</a></p><p><a href="b.xhtml">Two</a></p>
<section epub:type="chapter"><p>Later sections are not the page's type.</p></section></section></body>`),
    );
    expect(text.types).toEqual(["frontmatter", "toc"]);
    expect(text).toMatchObject({ words: 11, links: 2, linkWords: 3 });
  });
});
