import fs from 'node:fs';
import { lemmatiser } from '../../src/registry/search/lexicon';

// bench:lexicon's second child: a fresh process, as a portal worker is, that opens the
// lemmatiser and analyses the words of the file named by its argument.
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const rss = () => {
  global.gc?.();
  return process.memoryUsage().rss;
};
const heap = () => process.memoryUsage().heapUsed;

const words = fs.readFileSync(process.argv[2]!, 'utf8').split('\n').filter(Boolean);
const before = rss();
const heapBefore = heap();
let started = performance.now();
const l = lemmatiser();
const openMs = performance.now() - started;
const opened = rss();
started = performance.now();
let known = 0;
for (const word of words) if (l.lemmas(word).length) known++;
const coldMs = performance.now() - started;
// The last 10 000 words are in the cache (it keeps the newest 20 000).
const recent = words.slice(-10_000);
started = performance.now();
for (let i = 0; i < 10; i++) for (const word of recent) l.lemmas(word);
const warmMs = (performance.now() - started) / 10;
const after = rss();
const heapAfter = heap();
console.log(`lemmatiser opened in ${openMs.toFixed(1)} ms: RSS +${mb(opened - before)}`);
console.log(
  `${words.length} distinct words (${known} known): ${((coldMs * 1000) / words.length).toFixed(0)} µs a word uncached, ${((warmMs * 1000) / recent.length).toFixed(2)} µs cached`,
);
console.log(
  `after analysing them (its cache holds up to 20 000 words): RSS +${mb(after - before)}, JavaScript heap +${mb(heapAfter - heapBefore)}`,
);
