// Types of ./portalServer.mjs for the TypeScript benchmarks.
import type { ChildProcess } from 'node:child_process';

export function prepareDatabase(): string;

export function startServer(
  databasePath: string,
  extraEnv?: Record<string, string>,
  entry?: string,
): Promise<{ base: string; child: ChildProcess; stop: () => Promise<void> }>;
