'use client';
import { deferredIsland } from '../common/deferredIsland';
import '../common/FailureAlert.css';

// The island's stylesheets load with the page (deferredIsland: the server's HTML must link them).
import.meta.glob('./*.css.ts', { eager: true });

// The statistics board, out of the page's first load (see deferredIsland).
const load = () => import('./StatisticsBoard');
export const StatisticsBoardIsland = deferredIsland(
  load,
  import.meta.env.SSR ? await load() : undefined,
);
