import { z } from 'zod';

// The registry service's variables (contract: ../shared/spec/upstream-registry.md), read only
// when REGISTRY_URL is set (unset: demo mode). Limits are variables too, so tests can make the
// 30 s timeout one second and the back-off milliseconds; the defaults are the contract's.

const positive = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const registryServiceSchema = z.object({
  REGISTRY_URL: z.url({ protocol: /^https?$/ }),
  REGISTRY_TOKEN_URL: z.url({ protocol: /^https?$/ }).optional(),
  REGISTRY_CLIENT_ID: z.string().default(''),
  REGISTRY_CLIENT_SECRET: z.string().default(''),
  REGISTRY_TIMEOUT_MS: positive(30_000),
  REGISTRY_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  REGISTRY_RETRY_BASE_MS: z.coerce.number().int().min(0).default(1000),
  REGISTRY_CONCURRENCY: positive(8).pipe(z.number().max(64)),
  REGISTRY_PAGE_SIZE: positive(100).pipe(z.number().max(1000)),
  REGISTRY_RESULT_WINDOW: positive(1000),
  REGISTRY_MAX_JSON_BYTES: positive(32 * 1024 * 1024),
  REGISTRY_MAX_DOCUMENT_BYTES: positive(100 * 1024 * 1024),
  REGISTRY_MAX_STAGING_BYTES: positive(8 * 1024 * 1024 * 1024),
});

export interface SyncConfig {
  /** Base URL without a trailing slash; calls go to `${baseUrl}/api/...`. */
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  retries: number;
  retryBaseMs: number;
  concurrency: number;
  pageSize: number;
  /** The search's result window: above it, projects are read in id slices. */
  resultWindow: number;
  maxJsonBytes: number;
  maxDocumentBytes: number;
  maxStagingBytes: number;
}

/** A start that cannot go on: the message names every variable that is wrong. */
export class ConfigError extends Error {}

/** One line per problem: `NAME: what is wrong`. */
export const problemLines = (issues: readonly z.core.$ZodIssue[]): string[] =>
  issues.map((issue) => `${String(issue.path[0] ?? '')}: ${issue.message}`);

export function syncConfigOf(e: z.infer<typeof registryServiceSchema>): SyncConfig {
  const baseUrl = e.REGISTRY_URL.replace(/\/+$/, '');
  return {
    baseUrl,
    tokenUrl: e.REGISTRY_TOKEN_URL ?? `${new URL(baseUrl).origin}/uaa/oauth/token`,
    clientId: e.REGISTRY_CLIENT_ID,
    clientSecret: e.REGISTRY_CLIENT_SECRET,
    timeoutMs: e.REGISTRY_TIMEOUT_MS,
    retries: e.REGISTRY_RETRIES,
    retryBaseMs: e.REGISTRY_RETRY_BASE_MS,
    concurrency: e.REGISTRY_CONCURRENCY,
    pageSize: e.REGISTRY_PAGE_SIZE,
    resultWindow: e.REGISTRY_RESULT_WINDOW,
    maxJsonBytes: e.REGISTRY_MAX_JSON_BYTES,
    maxDocumentBytes: e.REGISTRY_MAX_DOCUMENT_BYTES,
    maxStagingBytes: e.REGISTRY_MAX_STAGING_BYTES,
  };
}

/** undefined when REGISTRY_URL is unset (demo mode); throws ConfigError when any is malformed. */
export function syncConfigFromEnv(env: Record<string, string | undefined>): SyncConfig | undefined {
  if (!env.REGISTRY_URL) return undefined;
  const parsed = registryServiceSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(problemLines(parsed.error.issues).join('; '));
  return syncConfigOf(parsed.data);
}
