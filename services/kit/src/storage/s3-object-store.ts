import type { Readable } from 'node:stream';
import { Client } from 'minio';
import { type ByteRange, type ObjectStore, type StoredObject, assertKey, contentTypeOf } from './object-store.js';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
}

// Streams go up in parts of this size (S3 asks at least 5 MiB but for the last): what an upload holds in memory.
export const PART_SIZE = 8 * 1024 * 1024;

/** Objects in an S3 bucket (MinIO in our deployments) through the `minio` client. */
export class S3ObjectStore implements ObjectStore {
  private readonly client: Client;
  private bucketReady: Promise<void> | null = null;

  constructor(private readonly settings: S3Settings) {
    const url = new URL(settings.endpoint);
    this.client = new Client({
      endPoint: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      useSSL: url.protocol === 'https:',
      accessKey: settings.accessKey,
      secretKey: settings.secretKey,
      region: settings.region,
      pathStyle: true,
    });
  }

  /** Creates the bucket on first use when it does not exist yet. */
  private ensureBucket(): Promise<void> {
    this.bucketReady ??= (async () => {
      if (!(await this.client.bucketExists(this.settings.bucket))) {
        await this.client.makeBucket(this.settings.bucket, this.settings.region);
      }
    })().catch((err: unknown) => {
      this.bucketReady = null;
      throw err;
    });
    return this.bucketReady;
  }

  /**
   * A buffer goes up in one request. A stream is read a part at a time and sent as a multipart upload (one
   * request when it is smaller than a part), so memory holds one part, whatever the size of the file.
   */
  async put(key: string, body: Readable | Buffer, contentType: string): Promise<StoredObject> {
    assertKey(key);
    await this.ensureBucket();
    const { bucket } = this.settings;
    const headers = { 'Content-Type': contentType };
    if (Buffer.isBuffer(body)) {
      await this.client.putObject(bucket, key, body, body.length, headers);
      return { size: body.length, contentType };
    }
    let chunks: Buffer[] = [];
    let buffered = 0;
    let size = 0;
    let uploadId: string | null = null;
    const parts: Array<{ part: number; etag: string }> = [];
    const sendPart = async () => {
      uploadId ??= await this.client.initiateNewMultipartUpload(bucket, key, headers);
      const part = parts.length + 1;
      const { etag } = await this.client.uploadPart({ bucketName: bucket, objectName: key, uploadID: uploadId, partNumber: part, headers: {} }, Buffer.concat(chunks));
      parts.push({ part, etag });
      chunks = [];
      buffered = 0;
    };
    try {
      for await (const chunk of body) {
        const data = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
        chunks.push(data);
        buffered += data.length;
        size += data.length;
        if (buffered >= PART_SIZE) await sendPart();
      }
      if (uploadId === null) {
        await this.client.putObject(bucket, key, Buffer.concat(chunks), buffered, headers);
      } else {
        if (buffered > 0) await sendPart();
        await this.client.completeMultipartUpload(bucket, key, uploadId, parts);
      }
    } catch (err) {
      if (uploadId !== null) await this.client.abortMultipartUpload(bucket, key, uploadId).catch(() => undefined);
      throw err;
    }
    return { size, contentType };
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    assertKey(key);
    await this.ensureBucket();
    return range
      ? this.client.getPartialObject(this.settings.bucket, key, range.start, range.end - range.start + 1)
      : this.client.getObject(this.settings.bucket, key);
  }

  async stat(key: string): Promise<StoredObject | null> {
    assertKey(key);
    await this.ensureBucket();
    try {
      const info = await this.client.statObject(this.settings.bucket, key);
      const type = (info.metaData as Record<string, string> | undefined)?.['content-type'];
      return { size: info.size, contentType: type && type !== 'application/octet-stream' ? type : contentTypeOf(key) };
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'NotFound' || code === 'NoSuchKey') return null;
      throw err;
    }
  }

  async remove(keys: string[]): Promise<void> {
    keys.forEach(assertKey);
    if (keys.length === 0) return;
    await this.ensureBucket();
    await this.client.removeObjects(this.settings.bucket, keys);
  }

  async list(prefix: string): Promise<string[]> {
    assertKey(prefix.replace(/\/$/, ''));
    await this.ensureBucket();
    const keys: string[] = [];
    for await (const item of this.client.listObjectsV2(this.settings.bucket, prefix, true)) if (item.name) keys.push(item.name);
    return keys;
  }

  async check(): Promise<void> {
    await this.ensureBucket();
  }
}
