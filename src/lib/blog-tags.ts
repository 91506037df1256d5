/** How the blog's tags are named on their list pages (/tag/<tag>/). */
const TAG_LABELS: Record<string, { title: string; description: string }> = {
  help: { title: "Help", description: "Answers about licenses, privacy, browsers and the API." },
  tutorial: { title: "Tutorials", description: "Step-by-step guides for the bulk image and PDF tools." },
  compare: { title: "Comparisons", description: "Formats, encoders and approaches compared with measurements." },
};

/** The tags a post may carry. */
export const BLOG_TAGS = Object.keys(TAG_LABELS);

export function tagInfo(tag: string): { title: string; description: string } {
  return TAG_LABELS[tag] ?? { title: tag.charAt(0).toUpperCase() + tag.slice(1), description: `Posts tagged ${tag}.` };
}
