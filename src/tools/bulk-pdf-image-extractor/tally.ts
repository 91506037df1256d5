/** What the visitor is told about an extraction: how many images, in which form, and what was left out. */
import { plural } from "../../bulk/ui/format";

const wasOrWere = (count: number) => (count === 1 ? "was" : "were");

export class Tally {
  stored = 0;
  decoded = 0;
  masked = 0;
  small = 0;
  /** Images drawn on more than one page (each saved once). */
  readonly repeated = new Set<string>();
  readonly problems = new Set<string>();

  /** `unreadPages`: some pages could not be read, so an empty result says nothing of the whole PDF. */
  note(minSize: number, format: string, unreadPages = false): string {
    const parts: string[] = [];
    const saved = this.stored + this.decoded;
    if (saved === 0)
      parts.push(unreadPages ? "No images were found on the pages that could be read." : "This PDF has no embedded images to extract.");
    else {
      const kinds = [
        this.stored > 0 ? `${this.stored} JPEG saved exactly as stored` : "",
        this.decoded > 0 ? `${this.decoded} decoded to ${format}` : "",
      ];
      parts.push(`${plural(saved, "image")}: ${kinds.filter(Boolean).join(", ")}.`);
    }
    if (this.masked > 0)
      parts.push(`${plural(this.masked, "JPEG image")} with a transparency mask ${wasOrWere(this.masked)} decoded with it applied.`);
    if (this.repeated.size > 0)
      parts.push(`${plural(this.repeated.size, "image")} used on several pages ${wasOrWere(this.repeated.size)} saved once.`);
    if (this.small > 0)
      parts.push(`${plural(this.small, "image")} smaller than ${minSize} × ${minSize} pixels ${wasOrWere(this.small)} skipped.`);
    for (const problem of this.problems)
      parts.push(`Some JPEG images could not be taken out as stored (${problem}); they were decoded instead.`);
    return parts.join(" ");
  }
}
