import { blogPosting, breadcrumbList, reviewList, softwareApplication } from "./structured-data";

const site = "https://pixelbatch.app";
const markup = {
  name: "Bulk Image Compressor",
  desc: "Compress images in bulk",
  featureList: ["MozJPEG", "AVIF"],
  fileFormat: ["image/jpeg"],
  aggregateRating: null,
  version: "1.0",
};

describe("structured data", () => {
  it("builds a breadcrumb list with absolute URLs", () => {
    expect(
      breadcrumbList(site, [
        { name: "Home", path: "/" },
        { name: "Tools", path: "/tools/" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://pixelbatch.app/" },
        { "@type": "ListItem", position: 2, name: "Tools", item: "https://pixelbatch.app/tools/" },
      ],
    });
  });

  it("describes a tool without a rating when the content has none", () => {
    const data = softwareApplication(site, "/tools/bulk-image-compressor/", markup);
    expect(data).toMatchObject({
      "@type": "SoftwareApplication",
      name: "Bulk Image Compressor",
      softwareVersion: "1.0",
      url: "https://pixelbatch.app/tools/bulk-image-compressor/",
    });
    expect(data).not.toHaveProperty("aggregateRating");
  });

  it("includes a rating the content supplies", () => {
    const data = softwareApplication(site, "/tools/x/", {
      ...markup,
      aggregateRating: { ratingValue: 4.6, ratingCount: 212, bestRating: 5, worstRating: 1 },
    });
    expect(data).toHaveProperty("aggregateRating", {
      "@type": "AggregateRating",
      ratingValue: 4.6,
      ratingCount: 212,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it("describes a blog post", () => {
    const data = blogPosting(site, "PixelBatch", {
      title: "T",
      description: "D",
      date: "2026-10-02",
      path: "/t/",
      image: "/images/blog/t.svg",
    });
    expect(data).toMatchObject({
      "@type": "BlogPosting",
      headline: "T",
      datePublished: "2026-10-02",
      image: "https://pixelbatch.app/images/blog/t.svg",
    });
  });
});

describe("reviewList", () => {
  it("describes each review with its rating and the tool it is about", () => {
    const [review] = reviewList(site, [
      {
        author: "Ana",
        rating: 4,
        date: "2026-05-01",
        text: "Fast.",
        toolName: "Bulk Image Resizer",
        toolPath: "/tools/bulk-image-resizer/",
      },
    ]);
    expect(review).toMatchObject({
      "@type": "Review",
      author: { name: "Ana" },
      reviewRating: { ratingValue: 4 },
      itemReviewed: { name: "Bulk Image Resizer", url: "https://pixelbatch.app/tools/bulk-image-resizer/" },
    });
  });
});
