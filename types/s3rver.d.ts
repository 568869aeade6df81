// s3rver ships no types; the few calls the tests make.
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  export default class S3rver {
    constructor(options: { port?: number; address?: string; silent?: boolean; directory: string; configureBuckets?: Array<{ name: string }> });
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
