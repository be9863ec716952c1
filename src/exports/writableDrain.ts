import type { Writable } from 'node:stream';

// Server-side streaming exports write into a Node stream that the HTTP response reads. Writing
// must pause while the client is slow (or the whole file piles up in memory) and stop for good
// when the client goes away (the stream is destroyed and 'drain' never comes).

/** Waits until `out` can take more; false when it was closed or destroyed instead. */
export async function writable(out: Writable): Promise<boolean> {
  if (out.destroyed || out.writableEnded) return false;
  if (out.writableLength <= out.writableHighWaterMark) return true;
  return new Promise<boolean>((resolve) => {
    const settle = (ok: boolean) => () => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      out.off('error', onClose);
      resolve(ok && !out.destroyed);
    };
    const onDrain = settle(true);
    const onClose = settle(false);
    out.on('drain', onDrain);
    out.on('close', onClose);
    out.on('error', onClose);
  });
}
