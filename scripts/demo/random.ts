// Seeded pseudo-random numbers. The generator must give byte-identical data for the same seed,
// so nothing here touches Math.random: sfc32 is small, fast and well distributed, and
// splitmix32 spreads (seed, stream) pairs into independent starting states.

export interface Random {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** Uniform float in [min, max). */
  between(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by relative weight; entries are [value, weight]. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** Standard normal deviate (Box–Muller). */
  normal(): number;
  /** A copy of items in random order (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
}

function splitmix32(state: number): number {
  let z = (state + 0x9e3779b9) >>> 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}

/** Mixes a seed with stream numbers (e.g. a table id and a row index) into one 32-bit state. */
export function mixSeed(seed: number, ...streams: number[]): number {
  let h = splitmix32(seed >>> 0);
  for (const stream of streams) h = splitmix32((h ^ Math.imul(stream >>> 0, 0x27d4eb2d)) >>> 0);
  return h;
}

interface State {
  a: number;
  b: number;
  c: number;
  d: number;
}

// The methods live on one shared prototype: a generator is created per project and per table
// row, and building a dozen closures for each of 300 000 generators was measurably slow.
const methods: Random & ThisType<State & Random> = {
  next(this: State): number {
    // sfc32
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) >>> 0;
    return t / 4294967296;
  },
  int(min, max) {
    return min + Math.floor(this.next() * (max - min + 1));
  },
  between(min, max) {
    return min + this.next() * (max - min);
  },
  chance(probability) {
    return this.next() < probability;
  },
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.int(0, items.length - 1)] as T;
  },
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, weight] of entries) total += weight;
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    const last = entries[entries.length - 1];
    if (!last) throw new Error('weighted pick from an empty list');
    return last[0];
  },
  normal() {
    const u = 1 - this.next(); // (0, 1], keeps the logarithm finite
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  },
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  },
};

export function createRandom(seed: number, ...streams: number[]): Random {
  const s0 = mixSeed(seed, ...streams);
  const s1 = splitmix32(s0);
  const s2 = splitmix32(s1);
  const s3 = splitmix32(s2);
  const state: State = { a: s0, b: s1, c: s2, d: s3 };
  const rnd = Object.assign(Object.create(methods) as Random, state);
  // Warm up so that nearby seeds do not start with correlated outputs.
  for (let i = 0; i < 12; i++) rnd.next();
  return rnd;
}
