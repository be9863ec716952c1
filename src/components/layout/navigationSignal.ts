import { windowSignal } from '../../lib/windowSignal';

// Soft navigations started or failed outside Waku's router events (a link checks the page's
// payload before handing it to the router, see PageLink): the progress bar listens to both.

export type NavigationSignal = 'start' | 'failed';

const navigation = windowSignal<NavigationSignal>('ifi:navigation');

export const signalNavigation = navigation.emit;
export const onNavigationSignal = navigation.on;
