/**
 * PDF's standard security handler (ISO 32000-1 §7.6.3 and ISO 32000-2 §7.6.4.3): the file key from
 * the visitor's password, and each stream's decryption, so the JPEG images of an encrypted PDF come
 * out exactly as they were before encryption. MD5 and RC4 are ours; SHA-2 and AES are WebCrypto's.
 */
import { md5 } from "./md5";
import { nameOf, type PdfDict, type PdfRef, type PdfValue } from "./pdf-syntax";
import { rc4 } from "./rc4";

/** Decrypts one stream of the file, given the object it belongs to. */
export type StreamDecryptor = (ref: PdfRef, data: Uint8Array) => Promise<Uint8Array>;

/** The file's encryption is of a kind this reader does not handle, or the password does not open it. */
export class EncryptionError extends Error {}

type Resolve = (value: PdfValue | undefined) => PdfValue | undefined;
type Method = "identity" | "rc4" | "aesv2" | "aesv3";

/** The padding string of Algorithm 2. */
const PAD = new Uint8Array([
  0x28, 0xbf, 0x4e, 0x5e, 0x4e, 0x75, 0x8a, 0x41, 0x64, 0x00, 0x4e, 0x56, 0xff, 0xfa, 0x01, 0x08, 0x2e, 0x2e, 0x00, 0xb6, 0xd0, 0x68, 0x3e,
  0x80, 0x2f, 0x0c, 0xa9, 0xfe, 0x64, 0x53, 0x69, 0x7a,
]);

function concat(...parts: (Uint8Array | readonly number[])[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function equal(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

function xorKey(key: Uint8Array, value: number): Uint8Array {
  return key.map((byte) => byte ^ value);
}

function bytesEntry(dict: PdfDict, key: string, resolve: Resolve): Uint8Array {
  const value = resolve(dict.get(key));
  if (!(value instanceof Uint8Array)) throw new EncryptionError(`the encryption dictionary has no /${key}`);
  return value;
}

function numberEntry(dict: PdfDict, key: string, resolve: Resolve): number | null {
  const value = resolve(dict.get(key));
  return typeof value === "number" ? value : null;
}

/** Which cipher streams use, and the key length in bits. */
function streamCipher(encrypt: PdfDict, version: number, resolve: Resolve): { method: Method; keyBits: number } {
  if (version === 1 || version === 2)
    return { method: "rc4", keyBits: version === 1 ? 40 : (numberEntry(encrypt, "Length", resolve) ?? 40) };
  if (version !== 4 && version !== 5) throw new EncryptionError(`encryption version ${version} is not supported`);
  const filterName = nameOf(resolve(encrypt.get("StmF"))) ?? "Identity";
  const filters = resolve(encrypt.get("CF"));
  const filter = filters instanceof Map ? resolve(filters.get(filterName)) : undefined;
  if (filterName === "Identity" || !(filter instanceof Map)) return { method: "identity", keyBits: version === 5 ? 256 : 128 };
  const length = numberEntry(filter, "Length", resolve);
  const keyBits = version === 5 ? 256 : length === null ? 128 : length < 40 ? length * 8 : length;
  const method = ({ V2: "rc4", AESV2: "aesv2", AESV3: "aesv3", None: "identity" } as const)[nameOf(resolve(filter.get("CFM"))) ?? "None"];
  if (!method) throw new EncryptionError("the PDF's crypt filter is not supported");
  return { method, keyBits };
}

interface Md5Handler {
  revision: number;
  owner: Uint8Array;
  user: Uint8Array;
  permissions: number;
  fileId: Uint8Array;
  keyBytes: number;
  encryptMetadata: boolean;
}

function padPassword(password: Uint8Array): Uint8Array {
  return concat(password.subarray(0, 32), PAD.subarray(0, Math.max(0, 32 - password.length)));
}

/** Algorithm 2: the file key for a padded user password. */
function md5FileKey(padded: Uint8Array, handler: Md5Handler): Uint8Array {
  const { permissions: p } = handler;
  const unencryptedMetadata = handler.revision >= 4 && !handler.encryptMetadata ? [0xff, 0xff, 0xff, 0xff] : [];
  let hash = md5(
    concat(
      padded,
      handler.owner.subarray(0, 32),
      [p & 0xff, (p >> 8) & 0xff, (p >> 16) & 0xff, (p >>> 24) & 0xff],
      handler.fileId,
      unencryptedMetadata,
    ),
  );
  if (handler.revision >= 3) for (let round = 0; round < 50; round += 1) hash = md5(hash.subarray(0, handler.keyBytes));
  return hash.subarray(0, handler.keyBytes);
}

/** Algorithms 4 and 5: whether a file key is the one the /U entry was made with. */
function opensUser(key: Uint8Array, handler: Md5Handler): boolean {
  if (handler.revision === 2) return equal(rc4(key, PAD), handler.user.subarray(0, 32));
  let check = rc4(key, md5(concat(PAD, handler.fileId)));
  for (let round = 1; round <= 19; round += 1) check = rc4(xorKey(key, round), check);
  return equal(check, handler.user.subarray(0, 16));
}

/** Algorithm 7: the padded user password recovered from /O with the owner password. */
function userFromOwner(ownerPassword: Uint8Array, handler: Md5Handler): Uint8Array {
  let hash = md5(padPassword(ownerPassword));
  if (handler.revision >= 3) for (let round = 0; round < 50; round += 1) hash = md5(hash);
  const key = hash.subarray(0, handler.keyBytes);
  if (handler.revision === 2) return rc4(key, handler.owner.subarray(0, 32));
  let user = handler.owner.subarray(0, 32);
  for (let round = 19; round >= 0; round -= 1) user = rc4(xorKey(key, round), user);
  return user;
}

function md5Key(password: string, handler: Md5Handler): Uint8Array | null {
  const bytes = Uint8Array.from(password, (character) => character.charCodeAt(0) & 0xff);
  for (const padded of [padPassword(bytes), userFromOwner(bytes, handler)]) {
    const key = md5FileKey(padded, handler);
    if (opensUser(key, handler)) return key;
  }
  return null;
}

const subtle = () => globalThis.crypto.subtle;

async function aesKey(raw: Uint8Array): Promise<CryptoKey> {
  return subtle().importKey("raw", concat(raw), "AES-CBC", false, ["encrypt", "decrypt"]);
}

async function sha(bits: 256 | 384 | 512, data: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await subtle().digest(`SHA-${bits}`, concat(data)));
}

/** AES-CBC encryption of whole blocks without padding: WebCrypto always pads, so the padding block is cut off. */
async function aesEncryptBlocks(key: Uint8Array, iv: Uint8Array, data: Uint8Array): Promise<Uint8Array> {
  const out = await subtle().encrypt({ name: "AES-CBC", iv: concat(iv) }, await aesKey(key), concat(data));
  return new Uint8Array(out, 0, data.length);
}

/**
 * AES-CBC decryption of whole blocks without padding (/OE, /UE). WebCrypto insists on padding, so a
 * block is appended that decrypts to a full block of padding: the encryption of that padding under
 * the last ciphertext block.
 */
async function aesDecryptBlocks(key: Uint8Array, iv: Uint8Array, data: Uint8Array): Promise<Uint8Array> {
  const filler = await aesEncryptBlocks(key, data.subarray(data.length - 16), new Uint8Array(16).fill(16));
  return new Uint8Array(await subtle().decrypt({ name: "AES-CBC", iv: concat(iv) }, await aesKey(key), concat(data, filler)));
}

/** Algorithm 2.B (revision 6): SHA-256/384/512 and AES-128 in rounds, at least 64. */
async function hardenedHash(password: Uint8Array, input: Uint8Array, userKey: Uint8Array): Promise<Uint8Array> {
  let key = await sha(256, input);
  let encrypted: Uint8Array = new Uint8Array(0);
  for (let round = 0; round < 64 || (encrypted.at(-1) ?? 0) > round - 32; round += 1) {
    const block = concat(password, key, userKey);
    const repeated = new Uint8Array(block.length * 64);
    for (let copy = 0; copy < 64; copy += 1) repeated.set(block, copy * block.length);
    encrypted = await aesEncryptBlocks(key.subarray(0, 16), key.subarray(16, 32), repeated);
    const remainder = encrypted.subarray(0, 16).reduce((sum, byte) => sum + byte, 0) % 3;
    key = await sha(([256, 384, 512] as const)[remainder] as 256 | 384 | 512, encrypted);
  }
  return key.subarray(0, 32);
}

const ODD_SPACES = new Set([0xa0, 0x1680, ...Array.from({ length: 11 }, (_, index) => 0x2000 + index), 0x202f, 0x205f, 0x3000]);
const INVISIBLE = new Set([
  0xad,
  0x34f,
  0x1806,
  0x180b,
  0x180c,
  0x180d,
  0x200b,
  0x200c,
  0x200d,
  0x2060,
  0xfeff,
  ...Array.from({ length: 16 }, (_, index) => 0xfe00 + index),
]);

/** SASLprep as pdf.js applies it: odd spaces become spaces, invisible characters go, then NFKC. */
export function saslPrep(password: string): string {
  const mapped = Array.from(password, (character) => {
    const code = character.codePointAt(0) ?? 0;
    return ODD_SPACES.has(code) ? " " : INVISIBLE.has(code) ? "" : character;
  });
  return mapped.join("").normalize("NFKC");
}

/** Algorithm 2.A (revisions 5 and 6): the 256-bit file key from /UE with the user password, or /OE with the owner's. */
async function aes256Key(
  password: string,
  revision: number,
  entries: Record<"O" | "U" | "OE" | "UE", Uint8Array>,
): Promise<Uint8Array | null> {
  const { O, U, OE, UE } = entries;
  const hash = (pw: Uint8Array, input: Uint8Array, userKey: Uint8Array) =>
    revision === 6 ? hardenedHash(pw, input, userKey) : sha(256, input);
  const candidates = new Set(revision === 6 ? [saslPrep(password), password] : [password]);
  for (const candidate of candidates) {
    const pw = new TextEncoder().encode(candidate).subarray(0, 127);
    if (equal((await hash(pw, concat(pw, U.subarray(32, 40)), new Uint8Array(0))).subarray(0, 32), U.subarray(0, 32))) {
      return aesDecryptBlocks(await hash(pw, concat(pw, U.subarray(40, 48)), new Uint8Array(0)), new Uint8Array(16), UE.subarray(0, 32));
    }
    const user = U.subarray(0, 48);
    if (pw.length > 0 && equal((await hash(pw, concat(pw, O.subarray(32, 40), user), user)).subarray(0, 32), O.subarray(0, 32))) {
      return aesDecryptBlocks(await hash(pw, concat(pw, O.subarray(40, 48), user), user), new Uint8Array(16), OE.subarray(0, 32));
    }
  }
  return null;
}

/** Algorithm 1: an object's own key for RC4 and AESV2. */
function objectKey(fileKey: Uint8Array, ref: PdfRef, aes: boolean): Uint8Array {
  const { num, gen } = ref;
  const salt = aes ? [0x73, 0x41, 0x6c, 0x54] : [];
  return md5(concat(fileKey, [num & 0xff, (num >> 8) & 0xff, (num >> 16) & 0xff, gen & 0xff, (gen >> 8) & 0xff], salt)).subarray(
    0,
    Math.min(fileKey.length + 5, 16),
  );
}

/** AES-CBC with the IV in the first 16 bytes and PKCS#5 padding, as PDF stores AES-encrypted streams. */
async function aesDecryptStream(key: Uint8Array, data: Uint8Array): Promise<Uint8Array> {
  if (data.length < 32 || data.length % 16 !== 0) throw new EncryptionError("an AES-encrypted stream has a broken length");
  return new Uint8Array(
    await subtle().decrypt({ name: "AES-CBC", iv: concat(data.subarray(0, 16)) }, await aesKey(key), concat(data.subarray(16))),
  );
}

/** The decryption of this file's streams with the visitor's password (empty when it opened without one). */
export async function standardDecryptor(
  encrypt: PdfDict,
  fileId: Uint8Array,
  password: string,
  resolve: Resolve,
): Promise<StreamDecryptor> {
  if (nameOf(resolve(encrypt.get("Filter"))) !== "Standard")
    throw new EncryptionError("the PDF uses a security handler other than the standard one");
  const version = numberEntry(encrypt, "V", resolve) ?? 0;
  const revision = numberEntry(encrypt, "R", resolve) ?? 0;
  const { method, keyBits } = streamCipher(encrypt, version, resolve);
  if (method === "identity") return async (_ref, data) => data;
  const owner = bytesEntry(encrypt, "O", resolve);
  const user = bytesEntry(encrypt, "U", resolve);
  let fileKey: Uint8Array | null;
  if (revision >= 5) {
    fileKey = await aes256Key(password, revision, {
      O: owner,
      U: user,
      OE: bytesEntry(encrypt, "OE", resolve),
      UE: bytesEntry(encrypt, "UE", resolve),
    });
  } else {
    const encryptMetadata = resolve(encrypt.get("EncryptMetadata")) !== false;
    const permissions = numberEntry(encrypt, "P", resolve) ?? 0;
    fileKey = md5Key(password, { revision, owner, user, permissions, fileId, keyBytes: revision === 2 ? 5 : keyBits / 8, encryptMetadata });
    // pdf.js widens a short AESV2 key to the 16 bytes AES-128 needs; writers that make such files expect that.
    if (fileKey && version === 4 && fileKey.length < 16) fileKey = concat(fileKey, new Uint8Array(16 - fileKey.length));
  }
  if (!fileKey) throw new EncryptionError("the password does not open this PDF's encryption");
  const key = fileKey;
  if (method === "rc4") return async (ref, data) => rc4(objectKey(key, ref, false), data);
  if (method === "aesv2") return (ref, data) => aesDecryptStream(objectKey(key, ref, true), data);
  return (_ref, data) => aesDecryptStream(key, data);
}
