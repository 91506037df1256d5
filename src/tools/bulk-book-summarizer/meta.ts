import { z } from "zod";
import { defineTool } from "../../domain/tool";

export const settings = z.object({
  scope: z
    .enum(["both", "chapters", "overall"])
    .default("both")
    .meta({
      title: "Summaries",
      description: "Which summaries are written: one of the whole book, one of each chapter, or both.",
      widget: "radio",
      labels: { both: "The whole book and each chapter", chapters: "Each chapter", overall: "The whole book" },
    }),
  lengthBy: z
    .enum(["sentences", "share"])
    .default("sentences")
    .meta({
      title: "Chapter summary length",
      description:
        "The same number of sentences for every chapter, or a share of each chapter's sentences, so long chapters get longer summaries.",
      widget: "radio",
      labels: { sentences: "A number of sentences", share: "A share of the chapter" },
      showWhen: { scope: ["both", "chapters"] },
    }),
  sentences: z
    .number()
    .int()
    .min(1)
    .max(10)
    .default(3)
    .meta({
      title: "Sentences per chapter",
      description: "How many of its sentences each chapter's summary quotes.",
      widget: "range",
      showWhen: { scope: ["both", "chapters"], lengthBy: ["sentences"] },
    }),
  share: z
    .number()
    .int()
    .min(1)
    .max(20)
    .default(5)
    .meta({
      title: "Share of each chapter",
      description: "Of the chapter's sentences; at least one.",
      widget: "range",
      unit: " %",
      showWhen: { scope: ["both", "chapters"], lengthBy: ["share"] },
    }),
  overall: z
    .number()
    .int()
    .min(3)
    .max(40)
    .default(12)
    .meta({
      title: "Sentences in the whole book's summary",
      description: "How many sentences the summary of the whole book quotes, taken from all through the book.",
      widget: "range",
      showWhen: { scope: ["both", "overall"] },
    }),
});

export type Settings = z.output<typeof settings>;

export default defineTool({
  id: "bulk-book-summarizer",
  label: "Summarize books",
  accepts: ["txt", "epub", "pdf"],
  outputs: ["md", "txt"],
  settings,
  api: { name: "summarize-book", cost: 1, budget: { seconds: 15, perUnit: 5, unit: "megabyte" } },
});
