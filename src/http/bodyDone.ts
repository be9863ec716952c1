/**
 * Passes `body` through and calls `done` once, when it ends, fails or is cancelled (the client
 * went away): a slot or a count held for a response is given back whatever happens to it. At a
 * normal end the body closes only after `done` has settled, so a client that sends its next
 * request when this answer ends finds the slot already given back.
 */
export function whenBodyDone(
  body: ReadableStream<Uint8Array>,
  done: () => void | Promise<void>,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let called = false;
  const once = async () => {
    if (!called) {
      called = true;
      await done();
    }
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const chunk = await reader.read();
        if (chunk.done) {
          await once();
          controller.close();
        } else controller.enqueue(chunk.value);
      } catch (error) {
        void once();
        controller.error(error);
      }
    },
    async cancel(reason) {
      void once();
      await reader.cancel(reason);
    },
  });
}
