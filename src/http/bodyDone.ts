/**
 * Passes `body` through and calls `done` once, when it ends, fails or is cancelled (the client
 * went away): a slot or a count held for a response is given back whatever happens to it.
 */
export function whenBodyDone(
  body: ReadableStream<Uint8Array>,
  done: () => void,
): ReadableStream<Uint8Array> {
  const reader = body.getReader();
  let called = false;
  const once = () => {
    if (!called) {
      called = true;
      done();
    }
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const chunk = await reader.read();
        if (chunk.done) {
          once();
          controller.close();
        } else controller.enqueue(chunk.value);
      } catch (error) {
        once();
        controller.error(error);
      }
    },
    async cancel(reason) {
      once();
      await reader.cancel(reason);
    },
  });
}
