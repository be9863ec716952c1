import { z } from 'zod';

// The build's own variables, read from the environment of `npm start` / `npm test` before any
// portal process runs (the running portal's are in src/config/settings.ts). Like those, a bad
// value stops the build's caller with every problem named.

const schema = z.object({
  BUILD_TIMEOUT_SECONDS: z.coerce.number().positive().default(600),
  BUILD_STUB_SCRIPT: z.string().optional(),
});

export interface BuildSettings {
  timeoutMs: number;
  /** Tests only: a script that stands in for the whole build. */
  stubScript: string | undefined;
}

/** The README's rows for the build's variables. */
export const buildVariableDocs: Record<
  keyof typeof schema.shape,
  { byDefault: string; meaning: string }
> = {
  BUILD_TIMEOUT_SECONDS: {
    byDefault: '`600`',
    meaning:
      'a build of `npm start` that has not finished within this is stopped, and the start exits 1',
  },
  BUILD_STUB_SCRIPT: {
    byDefault: 'unset',
    meaning: 'tests only: a script that stands in for the build (`docs/testing.md`)',
  },
};

export function readBuildSettings(
  env: Readonly<Record<string, string | undefined>>,
): BuildSettings {
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = schema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${String(i.path[0] ?? '')}: ${i.message}`);
    throw new Error(`build configuration: ${lines.join('; ')}`);
  }
  return {
    timeoutMs: parsed.data.BUILD_TIMEOUT_SECONDS * 1000,
    stubScript: parsed.data.BUILD_STUB_SCRIPT,
  };
}

/** This process's build settings (the second and last reader of process.env under src/). */
export const buildSettings = (): BuildSettings => readBuildSettings(process.env);
