/** s3rver, a stand-in S3 server on loopback with one bucket, and the API settings that use it. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export interface S3Standin {
  endpoint: string;
  /** The STORAGE_DRIVER and S3_* settings of an API storing in the bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startS3(bucket: string): Promise<S3Standin> {
  const s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: fs.mkdtempSync(path.join(os.tmpdir(), "pb-s3rver-")),
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await s3.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: {
      STORAGE_DRIVER: "s3",
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      // s3rver's own credentials: it refuses requests signed with any others.
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    },
    close: () => s3.close(),
  };
}
