import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const COMPOSE = readFileSync(
  fileURLToPath(new URL('../../../compose.yaml', import.meta.url)),
  'utf8',
);

interface Service {
  environment?: Record<string, string>;
  logging?: { driver: string; options: Record<string, string> };
}
const services = (parse(COMPOSE, { merge: true }) as { services: Record<string, Service> })
  .services;
const SECRETS = ['POSTGRES_PASSWORD', 'MINIO_ROOT_USER', 'MINIO_ROOT_PASSWORD'];
const CONNECTIONS = [
  'DATABASE_URL',
  'REDIS_URL',
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY',
  'S3_SECRET_KEY',
  'S3_PUBLIC_URL',
];

describe('compose.yaml', () => {
  it.each(SECRETS)('refuses to start without %s rather than use a default password', (name) => {
    expect(COMPOSE).toContain(`\${${name}:?`);
    expect(COMPOSE).not.toMatch(new RegExp(`\\$\\{${name}:?-`));
  });

  it.each(Object.keys(services))('caps the size of the %s service’s logs', (name) => {
    expect(services[name]?.logging).toMatchObject({
      driver: 'json-file',
      options: { 'max-size': expect.any(String), 'max-file': expect.any(String) },
    });
  });

  it.each(CONNECTIONS)('lets .env set the nodes’ %s', (name) => {
    for (const node of ['app1', 'app2']) {
      expect(services[node]?.environment?.[name]).toMatch(new RegExp(`^\\$\\{${name}:-`));
    }
  });
});
