/** Splits a label into lines of at most `width` characters at spaces (long words stay whole). */
export function wrapLabel(label: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of label.split(' ').filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}
