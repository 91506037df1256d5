import { openDB } from "idb";

/**
 * Encryption of the license fields kept in Web Storage: AES-GCM through WebCrypto under a key that is
 * generated non-extractable and kept in IndexedDB, so script on the page can use it but its bytes
 * can never be read out, and a copy of localStorage alone decrypts nothing.
 */

const DATABASE = "pixelbatch-keys";
const STORE = "keys";
const KEY_ID = "licenses";
const FORMAT = "v1";

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

function openKeys() {
  return openDB(DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore(STORE);
    },
  });
}

let cached: Promise<CryptoKey> | null = null;

/** This device's license key, created on first use; two tabs creating it at once keep the first one stored. */
export function licenseCryptoKey(): Promise<CryptoKey> {
  cached ??= (async () => {
    const db = await openKeys();
    try {
      const stored = (await db.get(STORE, KEY_ID)) as CryptoKey | undefined;
      if (stored) return stored;
      const created = await crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]);
      const tx = db.transaction(STORE, "readwrite");
      const raced = (await tx.store.get(KEY_ID)) as CryptoKey | undefined;
      if (!raced) await tx.store.put(created, KEY_ID);
      await tx.done;
      return raced ?? created;
    } finally {
      db.close();
    }
  })();
  cached.catch(() => {
    cached = null;
  });
  return cached;
}

/** "v1.<iv>.<ciphertext>" in base64, a fresh 96-bit IV each time. */
export async function encryptText(key: CryptoKey, plain: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt({ name: "AES-GCM", iv }, key, new TextEncoder().encode(plain));
  return `${FORMAT}.${toBase64(iv)}.${toBase64(new Uint8Array(sealed))}`;
}

/** The plain text; throws when the text was not sealed by this key (another device, tampering). */
export async function decryptText(key: CryptoKey, sealed: string): Promise<string> {
  const [format, iv, data] = sealed.split(".");
  if (format !== FORMAT || !iv || !data) throw new Error("not an encrypted license value");
  const plain = await crypto.subtle.decrypt({ name: "AES-GCM", iv: fromBase64(iv) }, key, fromBase64(data));
  return new TextDecoder().decode(plain);
}
