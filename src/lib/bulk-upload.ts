/**
 * The bulk task flow of spec §4, as the dashboard runs it: upload links for the files, a PUT of each
 * file with its content type, then the task list of the files that arrived. No file arrived: 'empty finalTask'.
 */
import { ApiCallError, type Fetch, type FinishedTaskEntry, type ProductApi, type UploadLink } from "./api-client";
import { EMPTY_FINAL_TASK } from "./api-errors";
import { declaredType } from "../domain/formats";

export interface BulkUploadRequest {
  files: File[];
  action: string;
  parameters: Record<string, unknown>;
  /** Session token: the upload links. */
  token: string;
  /** API key: the task list. */
  apiKey: string;
}

export interface BulkUploadResult {
  message: string;
  /** Per file that did not upload, why. */
  failures: { name: string; error: string }[];
}

/** Spec §3's file entries, each with a file_id of its own making; `size` is the API's extra, binding the link. */
export function fileListOf(files: File[], action: string, parameters: Record<string, unknown>) {
  return files.map((file) => {
    const extension = /\.([^.]+)$/.exec(file.name)?.[1] ?? "";
    return {
      type: declaredType(file.name, file.type),
      action,
      file_extension: extension,
      file_id: crypto.randomUUID(),
      size: file.size,
      parameters,
      metadata: { input_file_name: file.name.slice(0, 1000), input_file_extension: extension },
    };
  });
}

/** Spec §3's finished task entry for an uploaded file: action, input, parameters, metadata. */
export function finishedEntryOf(link: UploadLink): FinishedTaskEntry {
  return {
    action: link.action,
    input: { file_id: link.file_id, key_url: link.key_url },
    parameters: link.parameters,
    metadata: link.metadata,
  };
}

export async function runBulkUpload(api: ProductApi, fetchFn: Fetch, request: BulkUploadRequest): Promise<BulkUploadResult> {
  const fileList = fileListOf(request.files, request.action, request.parameters);
  const fileOf = new Map<string, File>(fileList.map((entry, index) => [entry.file_id, request.files[index] as File]));
  let links: UploadLink[];
  try {
    links = await api.uploadLinks(request.token, fileList);
  } catch (error) {
    // Authentication errors keep their own text: the dashboard acts on them (spec §8).
    if (error instanceof ApiCallError && error.status === 401) throw error;
    throw new Error(`Couldn't generate pre-signed URL: ${error instanceof Error ? error.message : String(error)}`);
  }
  const uploaded: UploadLink[] = [];
  const failures: BulkUploadResult["failures"] = [];
  await Promise.all(
    links.map(async (link) => {
      const file = fileOf.get(link.file_id);
      try {
        if (!file) throw new Error(`Upload failed: the API answered with a file_id it was not given (${link.file_id})`);
        const response = await fetchFn(link.url, { method: "PUT", body: file, headers: { "Content-Type": file.type } });
        if (!response.ok) throw new Error(`Upload failed: ${response.statusText || response.status}`);
        uploaded.push(link);
      } catch (error) {
        failures.push({ name: file?.name ?? link.metadata.input_file_name, error: error instanceof Error ? error.message : String(error) });
      }
    }),
  );
  if (uploaded.length === 0) throw new Error(EMPTY_FINAL_TASK);
  const created = await api.createTasks(request.apiKey, uploaded.map(finishedEntryOf));
  return { message: created.message, failures };
}
