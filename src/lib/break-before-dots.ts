/**
 * A heading's text cut where a line may break before a dot inside a word ("bulkresizephotos|.com"),
 * so a long domain name wraps at its dot on a phone instead of wherever the last letter fits.
 */
export function breakBeforeDots(text: string): string[] {
  return text.split(/(?<=\w)(?=\.\w)/);
}
