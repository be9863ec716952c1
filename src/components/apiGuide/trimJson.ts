// Real responses shown on /api, cut to a readable size: the first items of long arrays and the
// start of long texts, with a note of what was left out.

const MAX_ITEMS = 2;
const MAX_TEXT = 140;

function trim(value: unknown): unknown {
  if (typeof value === 'string') {
    return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}… (скорочено)` : value;
  }
  if (Array.isArray(value)) {
    const kept = value.slice(0, MAX_ITEMS).map(trim);
    return value.length > MAX_ITEMS ? [...kept, `… ще ${value.length - MAX_ITEMS}`] : kept;
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trim(v)]));
  }
  return value;
}

export function trimmedJson(value: unknown): string {
  return JSON.stringify(trim(value), null, 2);
}
