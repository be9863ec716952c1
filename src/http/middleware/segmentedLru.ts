// A byte-bounded segmented LRU (SLRU). New entries enter a small probation segment; only an entry
// asked for again while there is promoted to the protected segment. A flood of distinct keys that
// are each seen once (junk query parameters, a crawler walking deep pages) therefore only churns
// probation and never evicts the popular entries in the protected segment.

export interface SegmentedLruOptions {
  /** Total budget in bytes (probation + protected). */
  maxBytes: number;
  /** Share of the budget for probation, 0 < share < 1; it also caps the size of one entry. */
  probationShare?: number;
}

export interface SegmentedLru<V> {
  get(key: string): V | undefined;
  /** Admits into probation; false when the entry is larger than the probation segment. */
  set(key: string, value: V, bytes: number): boolean;
  clear(): void;
  stats(): {
    entries: number;
    bytes: number;
    protectedBytes: number;
    probationBytes: number;
    /** Entries dropped to stay within the budget, since the start. */
    evictions: number;
  };
}

interface Slot<V> {
  value: V;
  bytes: number;
}

export function createSegmentedLru<V>(options: SegmentedLruOptions): SegmentedLru<V> {
  const share = options.probationShare ?? 0.2;
  const probationMax = Math.floor(options.maxBytes * share);
  const protectedMax = options.maxBytes - probationMax;
  // Map keeps insertion order: the first key is the least recently used.
  const probation = new Map<string, Slot<V>>();
  const protectedSegment = new Map<string, Slot<V>>();
  let probationBytes = 0;
  let protectedBytes = 0;
  let evictions = 0;

  const trimProbation = () => {
    for (const [key, slot] of probation) {
      if (probationBytes <= probationMax) break;
      probation.delete(key);
      probationBytes -= slot.bytes;
      evictions += 1;
    }
  };

  const trimProtected = () => {
    // Demoted entries get a second chance at the young end of probation.
    for (const [key, slot] of protectedSegment) {
      if (protectedBytes <= protectedMax) break;
      protectedSegment.delete(key);
      protectedBytes -= slot.bytes;
      probation.set(key, slot);
      probationBytes += slot.bytes;
    }
    trimProbation();
  };

  const remove = (key: string) => {
    const inProbation = probation.get(key);
    if (inProbation) {
      probation.delete(key);
      probationBytes -= inProbation.bytes;
    }
    const inProtected = protectedSegment.get(key);
    if (inProtected) {
      protectedSegment.delete(key);
      protectedBytes -= inProtected.bytes;
    }
  };

  return {
    get(key) {
      const hot = protectedSegment.get(key);
      if (hot) {
        protectedSegment.delete(key);
        protectedSegment.set(key, hot);
        return hot.value;
      }
      const young = probation.get(key);
      if (!young) return undefined;
      probation.delete(key);
      probationBytes -= young.bytes;
      protectedSegment.set(key, young);
      protectedBytes += young.bytes;
      trimProtected();
      return young.value;
    },
    set(key, value, bytes) {
      remove(key);
      if (bytes > probationMax || bytes > protectedMax) return false;
      probation.set(key, { value, bytes });
      probationBytes += bytes;
      trimProbation();
      return true;
    },
    clear() {
      probation.clear();
      protectedSegment.clear();
      probationBytes = 0;
      protectedBytes = 0;
    },
    stats() {
      return {
        entries: probation.size + protectedSegment.size,
        bytes: probationBytes + protectedBytes,
        protectedBytes,
        probationBytes,
        evictions,
      };
    },
  };
}
