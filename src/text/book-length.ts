/**
 * How much text the readers take as one book. A file past it is refused with a message before any
 * string longer than this is built: JavaScript engines cap a string's length (V8: 2^29 − 24
 * characters), and reaching that cap in native code ends the whole process instead of throwing.
 */

/**
 * The longest novels run to 3–4 million characters (War and Peace in English: about 3.2 million)
 * and omnibus "complete works" to 20–30 million (all of Dickens: about 23 million); 64 million
 * leaves twice that while staying an eighth of V8's cap, so the readers' copies of it fit too.
 */
export const MAX_BOOK_CHARS = 64_000_000;

/** `what` ("this text", "this PDF's text") is over the cap: the visitor's message. */
export function tooLongForABook(what: string): Error {
  return new Error(
    `${what} runs past ${MAX_BOOK_CHARS / 1_000_000} million characters: too long to read as a book (the longest novels run to a few million)`,
  );
}
