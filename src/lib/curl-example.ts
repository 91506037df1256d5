/**
 * The /api/ page's example for one action: a shell script with curl and jq that runs the whole flow
 * (upload link, upload, task, wait, download). The integration tests run these very scripts against
 * the real server, so an example that stops working fails a test.
 */
import { FORMATS, formatOfExtension, type InputFormat, isInputFormat } from "../domain/formats";
import type { ApiActionView } from "./openapi-actions";

export interface ExampleFile {
  name: string;
  type: string;
  extension: string;
}

/** The sample's name per input format the examples use; its type and extension are the formats table's. */
const SAMPLE_NAMES: Partial<Record<InputFormat, string>> = { jpeg: "photo", png: "image", pdf: "document", txt: "book", epub: "book" };

function sample(format: InputFormat): ExampleFile {
  const extension = FORMATS[format].extensions[0];
  return { name: `${SAMPLE_NAMES[format] ?? "file"}.${extension}`, type: FORMATS[format].mimeTypes[0], extension };
}

/** A sample of the first format the action takes that has one (its tool lists its main input first). */
export function exampleFile(action: ApiActionView): ExampleFile {
  const known = action.accepts.find((format) => isInputFormat(format) && Object.hasOwn(SAMPLE_NAMES, format));
  return sample(known && isInputFormat(known) ? known : "jpeg");
}

/** The example's own parameters, else the first two with their defaults: enough to show the shape, and sure to pass validation. */
export function exampleParameters(action: ApiActionView): Record<string, unknown> {
  if (action.example.parameters) return action.example.parameters;
  return Object.fromEntries(
    action.parameters
      .filter((parameter) => parameter.default !== undefined)
      .slice(0, 2)
      .map((parameter) => [parameter.name, parameter.default]),
  );
}

/** Single-quoted for the shell: the JSON body goes in as it is. */
const quoted = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

export interface ExampleTarget {
  /** The API's base, e.g. https://pixelbatch.app/api/v1 */
  base: string;
  key: string;
}

/** One file the example uploads: the input, or a companion (`photo.mask.png` beside `photo.jpg`). */
interface Upload extends ExampleFile {
  /** The shell variable holding its name; its file_id is in `<variable>_ID`. */
  variable: string;
  companion?: string;
}

/** A companion's content type, from its suffix's extension. */
function typeOfExtension(extension: string): string {
  const format = formatOfExtension(extension);
  return format ? FORMATS[format].mimeTypes[0] : "application/octet-stream";
}

function uploadsOf(action: ApiActionView): Upload[] {
  const input = exampleFile(action);
  const base = input.name.replace(/\.\w+$/, "");
  return [
    { ...input, variable: "FILE" },
    ...action.example.companions.map(({ key, suffix }) => {
      const extension = suffix.split(".").pop() ?? "";
      return {
        name: `${base}${suffix}`,
        extension,
        type: typeOfExtension(extension),
        variable: key.toUpperCase(),
        companion: key,
      };
    }),
  ];
}

export function curlExample(action: ApiActionView, { base, key }: ExampleTarget): string {
  const uploads = uploadsOf(action);
  const companions = uploads.filter((upload) => upload.companion);
  const entries = uploads.map((upload) => ({
    type: upload.type,
    action: action.name,
    file_extension: upload.extension,
    parameters: exampleParameters(action),
    metadata: { input_file_name: upload.name, input_file_extension: upload.extension },
  }));
  const ids = uploads.map((upload) => `${upload.variable}_ID=$(uuidgen 2>/dev/null || cat /proc/sys/kernel/random/uuid)`).join("\n");
  const jqArgs = uploads.map(
    (upload, index) => `--arg id${index} "$${upload.variable}_ID" --argjson size${index} "$(wc -c < "$${upload.variable}")"`,
  );
  const jqSet = uploads.map((_upload, index) => `.file_list[${index}] += {file_id: $id${index}, size: $size${index}}`).join(" | ");
  const puts = uploads
    .map(
      (upload) =>
        `curl -sS --fail-with-body -X PUT "$(jq -r --arg id "$${upload.variable}_ID" '.[] | select(.file_id == $id) | .url' <<< "$LINKS")" \\
  -H "Content-Type: ${upload.type}" --data-binary @"$${upload.variable}"`,
    )
    .join("\n");
  const companionArgs = companions.map((upload) => ` --arg ${upload.companion} "$${upload.variable}_ID"`).join("");
  const companionField =
    companions.length > 0 ? `, companions: {${companions.map((upload) => `${upload.companion}: $${upload.companion}`).join(", ")}}` : "";
  const many = uploads.length > 1;
  return `API=${quoted(base)}
KEY=${quoted(key)}
${uploads.map((upload) => `${upload.variable}=${quoted(upload.name)}`).join("\n")}
AUTH="Authorization: Bearer $KEY"

# 1. ${many ? "Upload links for the files, each" : "An upload link for the file,"} bound to its exact size; a file_id is a UUID you make
${ids}
BODY=$(jq -c ${jqArgs.join(" \\\n  ")} \\
  '${jqSet}' \\
  <<< ${quoted(JSON.stringify({ file_list: entries }))})
LINKS=$(curl -sS --fail-with-body -X POST "$API/tasks/upload" -H "$AUTH" -H "Content-Type: application/json" -d "$BODY" \\
  | jq -c '.data.successful')

# 2. ${many ? "The files themselves, each" : "The file itself,"} with the type it was declared with
${puts}

# 3. The task (${action.credits} ${action.credits === 1 ? "credit" : "credits"}${many ? "; the second files cost nothing" : ""})
TASKS=$(jq -c --arg id "$FILE_ID"${companionArgs} \\
  '{task_list: [.[] | select(.file_id == $id) | {action, input: {file_id, key_url}, parameters, metadata${companionField}}]}' <<< "$LINKS")
TASK=$(curl -sS --fail-with-body -X POST "$API/tasks" -H "$AUTH" -H "Content-Type: application/json" -d "$TASKS" \\
  | jq -r '.data.tasks[0].task_id')

# 4. Wait until it is done
while :; do
  ENTRY=$(curl -sS --fail-with-body "$API/tasks/$TASK" -H "$AUTH")
  STATUS=$(jq -r .data.status <<< "$ENTRY")
  [ "$STATUS" = queued ] || [ "$STATUS" = processing ] || break
  sleep 2
done
[ "$STATUS" = completed ] || { echo "$FILE: $(jq -r .data.message <<< "$ENTRY")" >&2; exit 1; }

# 5. Download every result file into results/ (one may have the input's own name)
mkdir -p results
jq -r '.data.outputs[] | [.file_name, .url] | @tsv' <<< "$ENTRY" | while IFS=$'\\t' read -r NAME URL; do
  curl -sS --fail-with-body -o "results/$NAME" "$URL"
done
`;
}
