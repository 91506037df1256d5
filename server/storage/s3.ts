import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { S3Config } from "../api-config";
import { contentDisposition } from "./content-disposition";
import type { Storage, StoredObject } from "./storage";

/**
 * AWS S3 or an S3-compatible store (MinIO, Cloudflare R2) by endpoint. Upload URLs sign the content
 * type and length, so the store itself refuses another type or size; the bucket's CORS rules must
 * allow PUT from the site's origin when browsers upload.
 */
export class S3Storage implements Storage {
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint ?? undefined,
      forcePathStyle: config.forcePathStyle,
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
    });
  }

  uploadUrl(key: string, contentType: string, size: number, ttlSeconds: number): Promise<string> {
    const command = new PutObjectCommand({ Bucket: this.config.bucket, Key: key, ContentType: contentType, ContentLength: size });
    return getSignedUrl(this.client, command, { expiresIn: ttlSeconds, signableHeaders: new Set(["content-type", "content-length"]) });
  }

  downloadUrl(key: string, fileName: string, contentType: string, ttlSeconds: number): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.config.bucket,
      Key: key,
      ResponseContentType: contentType,
      ResponseContentDisposition: contentDisposition(fileName),
    });
    return getSignedUrl(this.client, command, { expiresIn: ttlSeconds });
  }

  async size(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
      throw error;
    }
  }

  async read(key: string): Promise<Buffer> {
    const object = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
    if (!object.Body) throw new Error(`empty object ${key}`);
    return Buffer.from(await object.Body.transformToByteArray());
  }

  async write(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.config.bucket, Key: key, Body: body, ContentType: contentType }));
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.config.bucket, Prefix: prefix })) {
      for (const object of page.Contents ?? []) if (object.Key) yield { key: object.Key, modifiedAt: object.LastModified?.getTime() ?? 0 };
    }
  }
}
