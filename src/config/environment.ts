import { readSettings, type Settings } from './settings';

// The one file of the running portal that reads process.env (the build's own variables are read
// by src/buildTime/buildSettings.ts). Each process (the cluster's primary, every forked worker, a
// sync or backup child) reads its environment once, on first use; workers inherit the
// primary's, so a bad value has already stopped the primary's start (src/runtime/start.ts).

let current: Settings | undefined;

/** This process's settings; throws a ConfigError naming every problem. */
export function settings(): Settings {
  current ??= readSettings(process.env);
  return current;
}

/** The environment as a child process inherits it (PostgreSQL's client tools, cluster workers). */
export function inheritedEnvironment(): NodeJS.ProcessEnv {
  return process.env;
}
