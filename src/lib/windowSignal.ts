/**
 * A typed message between client parts that share no React tree or module state (the shell and
 * the islands), carried by a window event.
 */
export function windowSignal<T>(event: string) {
  return {
    emit(detail: T): void {
      window.dispatchEvent(new CustomEvent<T>(event, { detail }));
    },
    on(handler: (detail: T) => void): () => void {
      const listener = (e: Event) => handler((e as CustomEvent<T>).detail);
      window.addEventListener(event, listener);
      return () => window.removeEventListener(event, listener);
    },
  };
}
