// Progress of a sync: a bar with counts and ETA on a terminal, plain lines otherwise (logs of a
// service). Nothing here ever sees a token or a secret.

export interface Progress {
  stage(text: string): void;
  projects(done: number, total: number | undefined): void;
  done(): void;
}

const BAR = 30;

function eta(startedMs: number, done: number, total: number): string {
  if (!done) return '?';
  const seconds = Math.round((((performance.now() - startedMs) / done) * (total - done)) / 1000);
  return seconds >= 60 ? `${Math.floor(seconds / 60)} хв ${seconds % 60} с` : `${seconds} с`;
}

export function createProgress(stream: NodeJS.WriteStream = process.stdout): Progress {
  const tty = Boolean(stream.isTTY);
  const started = performance.now();
  let lastLine = 0;
  let barShown = false;
  return {
    stage(text) {
      if (barShown) stream.write('\n');
      barShown = false;
      stream.write(`registry-sync: ${text}\n`);
    },
    projects(done, total) {
      const known = total ?? done;
      if (tty) {
        const filled = known ? Math.min(BAR, Math.round((done / known) * BAR)) : 0;
        stream.write(
          `\r[${'#'.repeat(filled)}${'.'.repeat(BAR - filled)}] ${done}/${total ?? '?'} проєктів, залишилось ≈ ${eta(started, done, known)}   `,
        );
        barShown = true;
        return;
      }
      // Plain logs: one line every ten seconds at most, and the last one.
      const now = performance.now();
      if (now - lastLine < 10_000 && done !== total) return;
      lastLine = now;
      stream.write(`registry-sync: projects ${done}/${total ?? '?'}\n`);
    },
    done() {
      if (barShown) stream.write('\n');
      barShown = false;
    },
  };
}

export const silentProgress: Progress = { stage() {}, projects() {}, done() {} };
