// How many RPC queries and mutations are in flight, told by the islands' query client to the
// shell's spinner through a window event, so the shell itself loads no react-query code.

const EVENT = 'ifi:rpc-activity';

export function signalRpcActivity(pending: number): void {
  window.dispatchEvent(new CustomEvent<number>(EVENT, { detail: pending }));
}

export function onRpcActivity(handler: (pending: number) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<number>).detail);
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
