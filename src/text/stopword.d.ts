/** The part of the `stopword` package (v3, no types of its own) the text tools use. */
declare module "stopword" {
  /** English stopwords, lower case. */
  export const eng: string[];
}
