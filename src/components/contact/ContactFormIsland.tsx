'use client';
import { deferredIsland } from '../common/deferredIsland';

// The island's stylesheets load with the page (deferredIsland: the server's HTML must link them).
import.meta.glob('./*.css.ts', { eager: true });

// The contact form's live validation and sending, out of the page's first load (see
// deferredIsland); without them the form posts.
const load = () => import('./ContactForm');
export const ContactFormIsland = deferredIsland(
  load,
  import.meta.env.SSR ? await load() : undefined,
);
