import type { ChildProcess } from 'node:child_process';

export declare const repoRoot: string;

export declare function freePort(): Promise<number>;

export declare function stopProcess(child: ChildProcess, exited: Promise<unknown>): Promise<void>;

export type ServerProcess = {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves with the exit code once the process has ended and its output is read (null: killed by a signal). */
  exited: Promise<number | null>;
  stop(): Promise<void>;
};

export declare function startServerProcess(options: {
  nodeArguments: readonly string[];
  env: NodeJS.ProcessEnv;
  cwd?: string;
  timeoutMs?: number;
}): Promise<ServerProcess>;

export type CarnetServer = {
  baseUrl: string;
  adminPassword: string;
  dataDir: string;
  output(): string;
  stop(): Promise<void>;
};

export declare function startCarnet(options?: {
  adminPassword?: string;
  env?: Record<string, string>;
}): Promise<CarnetServer>;
