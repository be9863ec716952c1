'use client';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import * as styles from './deferredIsland.css';

// The hand-over from the server's HTML to a deferred island (deferredIsland.tsx) when React
// must draw the island's boundary itself instead of hydrating it. Waku's router provides a new
// context value each time it re-renders, which it does a few times right after hydration, and
// React cannot tell whether a boundary it has not hydrated reads that context: it drops the
// server's HTML and draws the fallback, then the island once its code is there. An empty
// fallback made the page jump (Lighthouse measured a layout shift of 0.49), so the fallback is a
// copy of the server's HTML; and what the visitor did in the meantime follows each swap: the
// focused control, opened disclosures, and values typed or chosen (given to the island as
// input events, so it acts on them as if typed there). When React hydrates the island in place
// (the usual case, see src/buildTime/vitePlugins/has404AsTransition.ts), the values chosen before it did are
// given to it the same way.

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';
const FIELDS = 'input:not([type=checkbox]):not([type=radio]):not([type=hidden]), select, textarea';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

interface UiMark {
  focus: { id: string; index: number } | null;
  open: number[];
  values: { index: number; value: string }[];
}

const frameElement = (frame: string) =>
  document.querySelector<HTMLElement>(`[data-island="${CSS.escape(frame)}"]`);

function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  return field.value !== field.defaultValue;
}

function markUi(frame: string): UiMark | null {
  const root = frameElement(frame);
  if (!root) return null;
  const active = document.activeElement;
  const focus =
    active instanceof HTMLElement && root.contains(active)
      ? { id: active.id, index: [...root.querySelectorAll(FOCUSABLE)].indexOf(active) }
      : null;
  const open = [...root.querySelectorAll('details')].flatMap((d, i) => (d.open ? [i] : []));
  const values = [...root.querySelectorAll<Field>(FIELDS)].flatMap((field, index) =>
    changed(field) ? [{ index, value: field.value }] : [],
  );
  return { focus, open, values };
}

function setValue(field: Field, value: string): void {
  // Through the element first, which React's value tracker records, then past it with the
  // prototype's setter: React then sees a change and calls onChange, even when the field already
  // shows the value (the server's input kept what was typed when React hydrated it in place).
  field.value = value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

function restoreValues(frame: string, mark: UiMark | null): void {
  const fields = frameElement(frame)?.querySelectorAll<Field>(FIELDS);
  if (!fields || !mark) return;
  for (const { index, value } of mark.values) {
    const field = fields[index];
    // Even when the value is already there (hydrated in place, the DOM kept it): the island
    // has not heard of it yet.
    if (field) setValue(field, value);
  }
}

/** `earlier`, with the values of `later` where both name a field. */
function withLaterValues(earlier: UiMark | null, later: UiMark | null): UiMark | null {
  if (!earlier || !later) return later ?? earlier;
  const byIndex = new Map(earlier.values.map((v) => [v.index, v]));
  for (const v of later.values) byIndex.set(v.index, v);
  return { ...earlier, values: [...byIndex.values()] };
}

/** Disclosures and focus as the visitor left them; the values too unless `values` is false. */
function restoreUi(frame: string, mark: UiMark | null, values = true): void {
  const root = frameElement(frame);
  if (!root || !mark) return;
  if (values) restoreValues(frame, mark);
  const details = root.querySelectorAll('details');
  for (const index of mark.open) details[index]?.setAttribute('open', '');
  if (!mark.focus) return;
  const target =
    (mark.focus.id ? document.getElementById(mark.focus.id) : null) ??
    root.querySelectorAll<HTMLElement>(FOCUSABLE)[mark.focus.index];
  if (target && root.contains(target)) target.focus({ preventScroll: true });
}

const copies = new Map<string, string>();
const leaving = new Map<string, UiMark | null>();

/**
 * The Suspense fallback: the server's HTML of the frame, read before React removes it. The copy
 * goes in when the fallback is committed, not as `dangerouslySetInnerHTML`: React builds a
 * fallback's DOM while rendering, and the router's post-hydration transitions render it (and
 * throw it away) several times while the island stays hydrated in place; each parsed the whole
 * island's HTML again, a long task on a phone.
 */
export function ServerCopy({ frame }: { frame: string }) {
  // React 19's server renderer prepares fallbacks too; only its content is sent.
  const server = typeof document === 'undefined';
  const [mark] = useState(() => (server ? null : markUi(frame)));
  const ref = useRef<HTMLDivElement>(null);
  if (!server && !copies.has(frame)) copies.set(frame, frameElement(frame)?.innerHTML ?? '');
  useLayoutEffect(() => {
    const copy = ref.current;
    if (copy && !copy.firstChild) copy.innerHTML = copies.get(frame) ?? '';
    restoreUi(frame, mark);
    return () => {
      leaving.set(frame, markUi(frame));
    };
  }, [frame, mark]);
  if (server) return null;
  return <div className={styles.frame} ref={ref} />;
}

/**
 * Beside the island, once it is live: what the visitor did in the copy the island replaced; or,
 * when React hydrated the island in place, the values typed or chosen in the server's HTML
 * before that (React keeps them on screen but has not heard of them).
 */
export function UiFromCopy({ frame }: { frame: string }) {
  const mark = useRef<UiMark | null>(null);
  useLayoutEffect(() => {
    mark.current = leaving.get(frame) ?? markUi(frame);
    leaving.delete(frame);
    restoreUi(frame, mark.current, false);
  }, [frame]);
  // The values as events after the island's own effects, which may listen for them natively
  // (the sort select's change): a layout effect would run before those listeners exist, and a
  // sort chosen before the island was live would be lost.
  // React runs passive effects after paint, so a value chosen between the two effects reached
  // no listener and no mark: the mark is read again here, and its values win.
  useEffect(() => {
    restoreValues(frame, withLaterValues(mark.current, markUi(frame)));
  }, [frame]);
  return null;
}
