/**
 * The /api/ page's example for one action: a shell script with curl and jq that runs the whole flow
 * (upload link, upload, task, wait, download). The integration tests run these very scripts against
 * the real server, so an example that stops working fails a test.
 */
import type { ApiActionView } from "./openapi-actions";

export interface ExampleFile {
  name: string;
  type: string;
  extension: string;
}

/** A file name per input format. */
const SAMPLES: Record<string, ExampleFile> = {
  jpeg: { name: "photo.jpg", type: "image/jpeg", extension: "jpg" },
  png: { name: "image.png", type: "image/png", extension: "png" },
  pdf: { name: "document.pdf", type: "application/pdf", extension: "pdf" },
  txt: { name: "book.txt", type: "text/plain", extension: "txt" },
  epub: { name: "book.epub", type: "application/epub+zip", extension: "epub" },
};

/** A sample of the first format the action takes that has one (its tool lists its main input first). */
export function exampleFile(action: ApiActionView): ExampleFile {
  const known = action.accepts.find((format) => Object.hasOwn(SAMPLES, format));
  return SAMPLES[known ?? "jpeg"] as ExampleFile;
}

/** The first two parameters with their defaults: enough to show the shape, and a call that surely passes validation. */
export function exampleParameters(action: ApiActionView): Record<string, unknown> {
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

export function curlExample(action: ApiActionView, { base, key }: ExampleTarget): string {
  const file = exampleFile(action);
  const entry = {
    type: file.type,
    action: action.name,
    file_extension: file.extension,
    parameters: exampleParameters(action),
    metadata: { input_file_name: file.name, input_file_extension: file.extension },
  };
  return `API=${quoted(base)}
KEY=${quoted(key)}
FILE=${quoted(file.name)}
AUTH="Authorization: Bearer $KEY"

# 1. An upload link for the file, bound to its exact size; file_id is a UUID you make
FILE_ID=$(uuidgen 2>/dev/null || cat /proc/sys/kernel/random/uuid)
BODY=$(jq -c --arg id "$FILE_ID" --argjson size "$(wc -c < "$FILE")" '.file_list[0] += {file_id: $id, size: $size}' \\
  <<< ${quoted(JSON.stringify({ file_list: [entry] }))})
LINK=$(curl -sS --fail-with-body -X POST "$API/tasks/upload" -H "$AUTH" -H "Content-Type: application/json" -d "$BODY" \\
  | jq -c '.data.successful[0]')

# 2. The file itself, with the type it was declared with
curl -sS --fail-with-body -X PUT "$(jq -r .url <<< "$LINK")" -H "Content-Type: ${file.type}" --data-binary @"$FILE"

# 3. The task (${action.credits} ${action.credits === 1 ? "credit" : "credits"})
TASKS=$(jq -c '{task_list: [{action, input: {file_id, key_url}, parameters, metadata}]}' <<< "$LINK")
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
