export interface MediaStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  read(key: string): Promise<Buffer | null>;
  publicUrl(key: string): string;
  check(): Promise<void>;
}
