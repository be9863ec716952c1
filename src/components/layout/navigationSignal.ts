// Soft navigations started or failed outside Waku's router events (a link checks the page's
// payload before handing it to the router, see PageLink): the progress bar listens to both.

const EVENT = 'ifi:navigation';

export type NavigationSignal = 'start' | 'failed';

export function signalNavigation(signal: NavigationSignal): void {
  window.dispatchEvent(new CustomEvent<NavigationSignal>(EVENT, { detail: signal }));
}

export function onNavigationSignal(handler: (signal: NavigationSignal) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<NavigationSignal>).detail);
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
