/** The ISNet choice both background tools offer, mapped to the model files the site serves. */
import { z } from "zod";

export const ISNET_MODELS = { quint8: "isnet-quint8", fp16: "isnet-fp16" } as const;
export type IsnetVariant = keyof typeof ISNET_MODELS;

export const isnetModelField = z
  .enum(["quint8", "fp16"])
  .default("quint8")
  .meta({
    title: "Model",
    description:
      "Both are ISNet. The standard one is half the download and about 1.6 times faster; in our tests their masks agree to 99.6%. Best quality can help on difficult edges.",
    widget: "radio",
    labels: { quint8: "Standard (8-bit, 44 MB download)", fp16: "Best quality (16-bit, 88 MB download)" },
  });
