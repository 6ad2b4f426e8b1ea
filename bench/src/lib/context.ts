/** What every bench gets from the runner. */
export interface BenchContext {
  /** A PGlite data folder seeded with the 1 000-ad catalogue and ads awaiting moderation. */
  dataDir: string;
  /** Scratch space, removed at the end of the run. */
  tempDir: string;
  /** The server process runs here, the load generator on `loadCore` (null: no pinning). */
  serverCore: number | null;
  loadCore: number | null;
  repetitions: number;
  log(line: string): void;
}
