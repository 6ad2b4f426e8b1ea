/** Where photos live: disk by default, S3-compatible storage when configured. */
export interface MediaStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  /** A stored file's bytes, or null when there is none (a JPEG rendition not made yet). */
  read(key: string): Promise<Buffer | null>;
  /** The address a browser loads the file from. */
  publicUrl(key: string): string;
  /** Resolves when photos can be stored right now; the readiness probe asks. */
  check(): Promise<void>;
}
