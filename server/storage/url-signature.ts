/**
 * The local-disk driver's pre-signed URLs: an HMAC over the method, key, expiry and what the URL is
 * bound to (content type and exact size for an upload, file name for a download).
 */
import { hmacHex, sameSecret } from "../auth/secrets";

export interface SignedFields {
  method: "PUT" | "GET";
  key: string;
  expires: number;
  /** PUT: the content type the upload must declare; GET: the type it is served with. */
  type: string;
  /** PUT: the exact byte count; GET: 0. */
  size: number;
  /** GET: the download's file name; PUT: "". */
  name: string;
}

const payload = (fields: SignedFields) => [
  fields.method,
  fields.key,
  String(fields.expires),
  fields.type,
  String(fields.size),
  fields.name,
];

export function signUrl(key: Buffer, fields: SignedFields): string {
  return hmacHex(key, ...payload(fields));
}

export type SignatureCheck = "ok" | "expired" | "forged";

export function checkSignedUrl(key: Buffer, fields: SignedFields, signature: string, now: number): SignatureCheck {
  if (!sameSecret(signUrl(key, fields), signature)) return "forged";
  return fields.expires * 1000 <= now ? "expired" : "ok";
}

/** The query string of a signed URL. */
export function signedQuery(key: Buffer, fields: SignedFields): string {
  const query = new URLSearchParams({ expires: String(fields.expires), type: fields.type });
  if (fields.method === "PUT") query.set("size", String(fields.size));
  else query.set("name", fields.name);
  query.set("signature", signUrl(key, fields));
  return query.toString();
}
