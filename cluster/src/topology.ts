// Vitest global setup: one cluster (cluster.ts) for the contract tests, which talk to its
// proxy only. The chaos tests start one of their own, since they break it.
import type { TestProject } from 'vitest/node';
import { METRICS_TOKEN, startCluster } from './cluster.ts';

export interface ClusterInfo {
  front: string;
  nodes: string[];
  metricsToken: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    cluster: ClusterInfo;
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startCluster();
  project.provide('cluster', {
    front: cluster.front,
    nodes: cluster.nodes.map((node) => node.url),
    metricsToken: METRICS_TOKEN,
  });
  return () => cluster.close();
}
