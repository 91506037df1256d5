/**
 * LexRank (Erkan and Radev 2004): the sentences most like the rest of their chapter are its most
 * representative. Each sentence is a TF-IDF vector of its content words; sentences are joined by
 * their cosine similarity; a random walk over that graph (PageRank) settles on the central ones.
 * Written here: the npm `lexrank` package is small, unmaintained and splits sentences its own way.
 * Similarities come from an inverted index (only sentences sharing a word are compared), so a long
 * chapter costs what its shared words cost, not the square of its sentences.
 */
import { contentWords } from "../../text/words";

/** Similarity under which two sentences are not joined: it keeps the graph sparse and the walk on topic. */
const MIN_SIMILARITY = 0.1;
const DAMPING = 0.85;
const CONVERGED = 1e-7;
const MAX_STEPS = 200;

export type Idf = (word: string) => number;

/** Inverse document frequency over a set of sentences: log(N / df), so a word in every sentence weighs nothing. */
export function idfOf(sentences: readonly string[]): Idf {
  const frequency = new Map<string, number>();
  for (const sentence of sentences) for (const word of new Set(contentWords(sentence))) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const total = Math.max(1, sentences.length);
  return (word) => Math.log(total / (frequency.get(word) ?? 1));
}

/** Unit TF-IDF vectors, as word → weight. */
function vectorsOf(sentences: readonly string[], idf: Idf): Map<string, number>[] {
  return sentences.map((sentence) => {
    const vector = new Map<string, number>();
    for (const word of contentWords(sentence)) vector.set(word, (vector.get(word) ?? 0) + 1);
    let norm = 0;
    for (const [word, count] of vector) {
      const weight = count * idf(word);
      vector.set(word, weight);
      norm += weight * weight;
    }
    norm = Math.sqrt(norm);
    for (const [word, weight] of vector) vector.set(word, norm > 0 ? weight / norm : 0);
    return vector;
  });
}

/** Each sentence's neighbours with their similarity, from the words they share. */
function similarities(vectors: readonly Map<string, number>[]): Map<number, number>[] {
  const postings = new Map<string, [number, number][]>();
  vectors.forEach((vector, sentence) => {
    for (const [word, weight] of vector) if (weight > 0) postings.set(word, [...(postings.get(word) ?? []), [sentence, weight]]);
  });
  const dots = vectors.map(() => new Map<number, number>());
  for (const list of postings.values())
    for (let i = 0; i < list.length; i += 1)
      for (let j = i + 1; j < list.length; j += 1) {
        const [[a, wa], [b, wb]] = [list[i] as [number, number], list[j] as [number, number]];
        const row = dots[a] as Map<number, number>;
        row.set(b, (row.get(b) ?? 0) + wa * wb);
      }
  const graph = vectors.map(() => new Map<number, number>());
  dots.forEach((row, a) => {
    for (const [b, similarity] of row)
      if (similarity >= MIN_SIMILARITY) {
        (graph[a] as Map<number, number>).set(b, similarity);
        (graph[b] as Map<number, number>).set(a, similarity);
      }
  });
  return graph;
}

/** The LexRank score of every sentence (they sum to 1); sentences with no neighbour keep the teleport share. */
export function lexRank(sentences: readonly string[], idf: Idf): number[] {
  const count = sentences.length;
  if (count === 0) return [];
  const graph = similarities(vectorsOf(sentences, idf));
  const degree = graph.map((row) => [...row.values()].reduce((sum, value) => sum + value, 0));
  let rank = new Array<number>(count).fill(1 / count);
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const next = new Array<number>(count).fill((1 - DAMPING) / count);
    // A sentence without neighbours hands its rank to all, so the scores still sum to 1.
    const stranded = rank.reduce((sum, value, index) => sum + ((degree[index] as number) === 0 ? value : 0), 0);
    for (let index = 0; index < count; index += 1) next[index] = (next[index] as number) + (DAMPING * stranded) / count;
    graph.forEach((row, from) => {
      const share = (DAMPING * (rank[from] as number)) / ((degree[from] as number) || 1);
      for (const [to, similarity] of row) next[to] = (next[to] as number) + share * similarity;
    });
    const change = next.reduce((sum, value, index) => sum + Math.abs(value - (rank[index] as number)), 0);
    rank = next;
    if (change < CONVERGED) break;
  }
  return rank;
}

/** Terms of a centroid: the book's most weighty words (frequency × IDF); the rest would only add noise. */
const CENTROID_TERMS = 100;

/**
 * How close each sentence comes to what the whole text is about (centroid-based summarization,
 * Radev et al. 2004): the cosine between its TF-IDF vector and the text's top terms.
 */
export function centroidScores(sentences: readonly string[], text: readonly string[], idf: Idf): number[] {
  const weights = new Map<string, number>();
  for (const sentence of text) for (const word of contentWords(sentence)) weights.set(word, (weights.get(word) ?? 0) + idf(word));
  const centroid = new Map([...weights].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, CENTROID_TERMS));
  const norm = Math.sqrt([...centroid.values()].reduce((sum, weight) => sum + weight * weight, 0)) || 1;
  return vectorsOf(sentences, idf).map((vector) => {
    let dot = 0;
    for (const [word, weight] of vector) dot += weight * (centroid.get(word) ?? 0);
    return dot / norm;
  });
}
