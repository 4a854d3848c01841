// Types for scripts/lib.mjs, which the TypeScript tests and benches import.
import type { ChildProcess, SpawnOptions, StdioOptions } from 'node:child_process';

export declare function freePort(): Promise<number>;
export declare function tempDir(prefix: string): string;
export declare function sleep(ms: number): Promise<void>;
export declare function run(cmd: string, args: string[], options?: SpawnOptions): Promise<number>;
export declare function bin(name: string): string;
export declare function waitForUrl(url: string, options?: { timeoutMs?: number; intervalMs?: number; exited?: () => boolean; name?: string }): Promise<void>;

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  pid: number;
  exited: Promise<void>;
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
}
export declare function startServer(options: {
  env: NodeJS.ProcessEnv;
  readyPath?: string;
  stdio?: StdioOptions;
  nodeArgs?: string[];
  timeoutMs?: number;
  cwd?: string;
}): Promise<ServerProcess>;
