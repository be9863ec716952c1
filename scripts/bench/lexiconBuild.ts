import fs from 'node:fs';
import { ensureLexicon } from '../../src/registry/search/lexicon';
import { readDictionaryEntries } from '../../src/registry/search/dictionary';
import { wordsOf } from '../../src/text/normalise';
import { generatedWords } from './lexiconWords';

// bench:lexicon's first child: builds the lexicon (LEXICON_DIR), then writes the words the
// second child analyses to the file named by its argument: every distinct word of the generated
// registry and every 16th dictionary stem, as words a real registry might hold.
const started = performance.now();
ensureLexicon();
console.log(`lexicon file built in ${(performance.now() - started).toFixed(0)} ms`);
const stems = [...readDictionaryEntries().keys()].filter((_, i) => i % 16 === 0);
const words = new Set([...wordsOf(generatedWords()), ...stems]);
fs.writeFileSync(process.argv[2]!, [...words].join('\n'));
