import type { TestProject } from 'vitest/node';
import { startCarnet } from '../../scripts/lib/server-process.mjs';

export default async function setup(project: TestProject) {
  const carnet = await startCarnet();
  project.provide('carnet', { baseUrl: carnet.baseUrl, adminPassword: carnet.adminPassword });
  return () => carnet.stop();
}
