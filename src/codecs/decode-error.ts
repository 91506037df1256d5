/** A decoder's refusal, worded for the visitor or caller: the message says what is wrong with the file. */
export class DecodeError extends Error {}
