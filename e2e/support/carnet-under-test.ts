import { inject } from 'vitest';

/** What the global setup hands every spec: the address of the running app and its admin's password. */
export type CarnetUnderTest = { baseUrl: string; adminPassword: string };

declare module 'vitest' {
  // Declaration merging needs an interface: this is how vitest types what a global setup provides.
  export interface ProvidedContext {
    carnet: CarnetUnderTest;
  }
}

export function carnetUnderTest(): CarnetUnderTest {
  return inject('carnet');
}
