/**
 * How much of each sentence is quoted speech. Novels are half dialogue, and a line of speech is
 * rarely what a chapter is about ("Oh! Mr. Bennet, you are wanted immediately."), so the summarizer
 * lowers a sentence's score by its share of quoted characters. The quotes are followed across the
 * sentences of a paragraph, as one speech often runs over several.
 */

/** The share (0–1) of each sentence's characters inside double quotes, the sentences being one paragraph's in order. */
export function dialogueShares(sentences: readonly string[]): number[] {
  let inside = false;
  return sentences.map((sentence) => {
    let quoted = 0;
    for (const character of sentence) {
      if (character === "“") inside = true;
      else if (character === "”") inside = false;
      else if (character === '"') inside = !inside;
      else if (inside) quoted += 1;
    }
    return sentence.length > 0 ? quoted / sentence.length : 0;
  });
}
