import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The license provider stand-in's keys and instances in a real SQLite database file. No SQLite
 * binding is installed for Node 20 (no better-sqlite3, sql.js or node:sqlite), so statements go
 * through the system's sqlite3 command-line shell, one process per call, values quoted by `sql`.
 * When the API server lands with its database, this file is what changes.
 */

/** Feeds a script to sqlite3 on stdin (dot-commands work there, unlike in an argument); rejects with its error. */
function runSqlite(file: string, script: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn("sqlite3", ["-json", "-bail", file], { stdio: ["pipe", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 && stderr === "" ? resolve(stdout) : reject(new Error(`sqlite3: ${stderr.trim() || `exit ${code}`}`)),
    );
    child.stdin.end(script);
  });
}

export type SqlValue = string | number | boolean | null;

/** A SQL literal: strings quoted with doubled quotes, numbers checked finite, booleans 0/1. */
export function literal(value: SqlValue): string {
  if (value === null) return "NULL";
  if (typeof value === "boolean") return value ? "1" : "0";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  if (value.includes("\0")) throw new Error("a text value contains a NUL character");
  return `'${value.replaceAll("'", "''")}'`;
}

/** Tagged template: every interpolation becomes a literal, so no value is ever read as SQL. */
export function sql(parts: TemplateStringsArray, ...values: SqlValue[]): string {
  return parts.reduce((text, part, index) => text + part + (index < values.length ? literal(values[index]!) : ""), "");
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS license_keys (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  key TEXT NOT NULL UNIQUE,
  disabled INTEGER NOT NULL DEFAULT 0,
  store_id INTEGER NOT NULL,
  order_id INTEGER NOT NULL,
  order_item_id INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  product_name TEXT NOT NULL,
  variant_id INTEGER NOT NULL,
  variant_name TEXT NOT NULL,
  customer_id INTEGER NOT NULL,
  customer_name TEXT NOT NULL,
  customer_email TEXT NOT NULL,
  activation_limit INTEGER,
  test_mode INTEGER NOT NULL DEFAULT 0,
  expires_at TEXT,
  created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS license_instances (
  id TEXT PRIMARY KEY,
  license_key_id INTEGER NOT NULL REFERENCES license_keys(id) ON DELETE CASCADE,
  name TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS license_instances_by_key ON license_instances(license_key_id);
`;

export interface KeyRow {
  id: number;
  key: string;
  disabled: number;
  store_id: number;
  order_id: number;
  order_item_id: number;
  product_id: number;
  product_name: string;
  variant_id: number;
  variant_name: string;
  customer_id: number;
  customer_name: string;
  customer_email: string;
  activation_limit: number | null;
  test_mode: number;
  expires_at: string | null;
  created_at: string;
  /** Instances now counted against the key. */
  activation_usage: number;
}

export interface InstanceRow {
  id: string;
  license_key_id: number;
  name: string;
  created_at: string;
}

export interface NewKey {
  store_id: number;
  product_id: number;
  product_name: string;
  variant_name?: string;
  customer_email: string;
  customer_name?: string;
  activation_limit: number | null;
  test_mode: boolean;
  expires_at: string | null;
}

/** Lemon Squeezy's timestamp form: microseconds and Z ("2021-01-24T14:15:07.000000Z"). */
export const timestamp = (date: Date) => date.toISOString().replace(/\.(\d{3})Z$/, ".$1000Z");

export class LicenseDatabase {
  private constructor(readonly file: string) {}

  static async open(file: string): Promise<LicenseDatabase> {
    fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const db = new LicenseDatabase(file);
    await db.exec(SCHEMA);
    return db;
  }

  /** Runs a script in one sqlite3 process and transaction-safe settings; returns the rows of its last SELECT. */
  async exec<T>(script: string): Promise<T[]> {
    const text = (await runSqlite(this.file, `.timeout 5000\nPRAGMA foreign_keys = ON;\n${script}`)).trim();
    if (text === "") return [];
    // With several SELECTs sqlite3 prints one array per statement; the last one is the answer.
    const arrays = text.split(/\n(?=\[)/);
    return JSON.parse(arrays[arrays.length - 1]!) as T[];
  }

  async createKey(input: NewKey, now = new Date()): Promise<KeyRow> {
    const key = randomUUID().toUpperCase();
    const order = Math.floor(now.getTime() / 1000) % 1_000_000_000;
    await this.exec(sql`
      INSERT INTO license_keys (key, store_id, order_id, order_item_id, product_id, product_name, variant_id, variant_name,
        customer_id, customer_name, customer_email, activation_limit, test_mode, expires_at, created_at)
      VALUES (${key}, ${input.store_id}, ${order}, ${order}, ${input.product_id}, ${input.product_name}, ${input.product_id * 10},
        ${input.variant_name ?? "Default"}, ${order}, ${input.customer_name ?? "Test Customer"}, ${input.customer_email},
        ${input.activation_limit}, ${input.test_mode}, ${input.expires_at}, ${timestamp(now)});`);
    const row = await this.findKey(key);
    if (!row) throw new Error("the new license key was not stored");
    return row;
  }

  async findKey(key: string): Promise<KeyRow | null> {
    const [row] = await this.exec<KeyRow>(sql`
      SELECT k.*, (SELECT count(*) FROM license_instances i WHERE i.license_key_id = k.id) AS activation_usage
      FROM license_keys k WHERE k.key = ${key};`);
    return row ?? null;
  }

  async setDisabled(key: string, disabled: boolean): Promise<boolean> {
    const [row] = await this.exec<{ changed: number }>(
      sql`UPDATE license_keys SET disabled = ${disabled} WHERE key = ${key}; SELECT changes() AS changed;`,
    );
    return (row?.changed ?? 0) > 0;
  }

  /** Adds an instance unless the key's activation limit is reached, in one transaction; null when full. */
  async addInstance(keyId: number, name: string, now = new Date()): Promise<InstanceRow | null> {
    const id = randomUUID();
    const [row] = await this.exec<{ changed: number }>(sql`
      BEGIN IMMEDIATE;
      INSERT INTO license_instances (id, license_key_id, name, created_at)
        SELECT ${id}, k.id, ${name}, ${timestamp(now)} FROM license_keys k
        WHERE k.id = ${keyId}
          AND (k.activation_limit IS NULL OR (SELECT count(*) FROM license_instances i WHERE i.license_key_id = k.id) < k.activation_limit);
      SELECT changes() AS changed;
      COMMIT;`);
    return (row?.changed ?? 0) > 0 ? { id, license_key_id: keyId, name, created_at: timestamp(now) } : null;
  }

  async findInstance(keyId: number, instanceId: string): Promise<InstanceRow | null> {
    const [row] = await this.exec<InstanceRow>(
      sql`SELECT * FROM license_instances WHERE id = ${instanceId} AND license_key_id = ${keyId};`,
    );
    return row ?? null;
  }

  async instancesOf(key: string): Promise<InstanceRow[]> {
    return this.exec<InstanceRow>(sql`
      SELECT i.* FROM license_instances i JOIN license_keys k ON k.id = i.license_key_id WHERE k.key = ${key} ORDER BY i.created_at, i.id;`);
  }

  async deleteInstance(instanceId: string): Promise<void> {
    await this.exec(sql`DELETE FROM license_instances WHERE id = ${instanceId};`);
  }
}
