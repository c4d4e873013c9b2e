import { inject } from 'vitest';

/** What the global setup hands every spec: the address of the running app and its admin's password. */
export type CarnetUnderTest = { baseUrl: string; adminPassword: string };

declare module 'vitest' {
  // How vitest types what a global setup provides.
  // biome-ignore lint/style/useConsistentTypeDefinitions: module augmentation merges into an interface.
  export interface ProvidedContext {
    carnet: CarnetUnderTest;
  }
}

export function carnetUnderTest(): CarnetUnderTest {
  return inject('carnet');
}
