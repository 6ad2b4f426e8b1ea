import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function asAdmin(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * `throwAway` skips waiting for the disk at each commit (synchronous_commit off): a crash may
 * lose the last commits of a database nobody keeps, and tests commit thousands of times.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
  options: { throwAway?: boolean } = {},
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await asAdmin(serverUrl, `CREATE DATABASE ${name}`);
  if (options.throwAway === true) {
    await asAdmin(serverUrl, `ALTER DATABASE ${name} SET synchronous_commit = off`);
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => asAdmin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
