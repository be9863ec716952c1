// zod builds a schema eagerly, and a zod v4 schema object costs ~0.1 ms to build (more the first
// time a kind is built, while V8 compiles it). Modules the client loads for their plain values
// (the filter names, the URL builders) build their schemas on first use instead, so an island
// that never validates never pays for it.

/** `make()` once, on the first call; the same value after. */
export function builtOnFirstUse<T>(make: () => T): () => T {
  let built: { value: T } | undefined;
  return () => (built ??= { value: make() }).value;
}
