// Real responses shown on /api, cut to a readable size: the first record of a list (a few items
// of a list of values) and the start of long texts, with a note of what was left out.

const MAX_RECORDS = 1;
const MAX_VALUES = 3;
const MAX_TEXT = 140;

function trim(value: unknown): unknown {
  if (typeof value === 'string') {
    return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}… (скорочено)` : value;
  }
  if (Array.isArray(value)) {
    const max = value.some((v) => v && typeof v === 'object') ? MAX_RECORDS : MAX_VALUES;
    const kept = value.slice(0, max).map(trim);
    return value.length > max ? [...kept, `… ще ${value.length - max}`] : kept;
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trim(v)]));
  }
  return value;
}

export function trimmedJson(value: unknown): string {
  return JSON.stringify(trim(value), null, 2);
}
