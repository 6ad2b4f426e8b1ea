export interface BenchContext {
  dataDir: string;
  tempDir: string;
  serverCore: number | null;
  loadCore: number | null;
  repetitions: number;
  log(line: string): void;
}
