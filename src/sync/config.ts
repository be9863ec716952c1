import { z } from 'zod';

// The sync's configuration from the environment (contract: ../shared/spec/upstream-registry.md).
// Limits are variables too, so tests can make the 30 s timeout one second and the back-off
// milliseconds; the defaults are the contract's.

const positive = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
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

export class ConfigError extends Error {}

/** undefined when REGISTRY_URL is unset (demo mode); throws ConfigError when it is malformed. */
export function syncConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SyncConfig | undefined {
  if (!env.REGISTRY_URL) return undefined;
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`${String(issue?.path[0] ?? '')}: ${issue?.message ?? 'invalid'}`);
  }
  const e = parsed.data;
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
