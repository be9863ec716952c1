import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { DEFERRED_PRELOADS_ID } from '../../lib/hydrateAfterPaint';
import { isHtmlDocument } from './securityHeaders';

// What the edge changes in a page's <head> so that the first paint waits for the HTML alone.
// Runs inside the page cache, so a cached page is rewritten once.
//
// 1. Stylesheets travel inside the HTML. vanilla-extract makes one small stylesheet per module
//    and Waku links each (10–13 per page, 0.4–6 KB): on a slow phone connection each is a
//    request the first paint waits for. Their rules go into one <style> where the first link
//    stood, in the same order, and the <link> elements stay with `disabled`, which browsers do
//    not fetch: React finds them by href when it hydrates (and on soft navigation), so it
//    neither loads them again nor adds them, while a stylesheet a later page needs is still
//    linked by React as before.
// 2. The script preloads (`modulepreload`, 15–20 per page) wait in an inert <template> until
//    the first paint, when the bootstrap script fetches them and the entry
//    (src/lib/hydrateAfterPaint.ts): the page is whole without them, and before they shared a
//    slow connection with the HTML itself.

/** A document's head ends long before this; past it the body streams on untouched. */
const MAX_HEAD_BYTES = 256 * 1024;

const ASSET_HREF = /^\/assets\/[A-Za-z0-9_.-]+\.css$/;

/**
 * Reads built stylesheets from `dist/public` (where Waku serves them), as the Latin-1 text of
 * their UTF-8 bytes (the head is rewritten in that form); missing ones are null.
 */
export function builtStylesheets(root = path.resolve('dist', 'public')) {
  const cache = new Map<string, string | null>();
  return (href: string): string | null => {
    if (!ASSET_HREF.test(href) || href.includes('..')) return null;
    let css = cache.get(href);
    if (css === undefined) {
      try {
        css = readFileSync(path.join(root, href)).toString('latin1');
      } catch {
        css = null;
      }
      // The build has a few dozen stylesheets; the cap only guards against surprises.
      if (cache.size < 1000) cache.set(href, css);
    }
    return css;
  };
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

/**
 * Rewrites a document head: every `<link rel="stylesheet">` whose sheet `lookup` knows is
 * disabled, and their rules go, in order, into one `<style>` where the first of them stood.
 * Works on the Latin-1 text of UTF-8 bytes, like the nonce stamping; `lookup` answers in it.
 */
export function inlineHeadStylesheets(
  head: string,
  lookup: (href: string) => string | null,
): string {
  const rules: string[] = [];
  let firstAt = -1;
  const out = head.replace(/<link\b[^>]*>/gi, (tag, at: number) => {
    const href = attribute(tag, 'href');
    const css = href && attribute(tag, 'rel') === 'stylesheet' ? lookup(href) : null;
    if (css === null) return tag;
    if (firstAt === -1) firstAt = at;
    rules.push(css);
    return tag.replace(/\s*\/?>$/, ' disabled=""$&');
  });
  if (firstAt === -1) return head;
  // A stylesheet cannot close the element early: "</style" is not valid CSS anywhere.
  const style = `<style>${rules.join('\n').replace(/<\/style/gi, '<\\/style')}</style>`;
  return out.slice(0, firstAt) + style + out.slice(firstAt);
}

/**
 * Moves the head's `modulepreload` links into an inert `<template>` where the first stood; the
 * bootstrap script puts them back after the first paint (src/lib/hydrateAfterPaint.ts).
 */
export function deferScriptPreloads(head: string): string {
  const preloads: string[] = [];
  let firstAt = -1;
  const out = head.replace(/<link\b[^>]*>/gi, (tag, at: number) => {
    if (attribute(tag, 'rel') !== 'modulepreload') return tag;
    if (firstAt === -1) firstAt = at;
    preloads.push(tag);
    return '';
  });
  if (firstAt === -1) return head;
  const template = `<template id="${DEFERRED_PRELOADS_ID}">${preloads.join('')}</template>`;
  return out.slice(0, firstAt) + template + out.slice(firstAt);
}

export function rewriteHead(head: string, lookup: (href: string) => string | null): string {
  return deferScriptPreloads(inlineHeadStylesheets(head, lookup));
}

/** Streams `body` through, with its head rewritten by `rewriteHead`. */
export function rewriteHeadOf(
  body: ReadableStream<Uint8Array>,
  lookup: (href: string) => string | null,
): ReadableStream<Uint8Array> {
  let head: string | null = '';
  const latin1 = (chunk: Uint8Array) =>
    Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('latin1');
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (head === null) return controller.enqueue(chunk);
        head += latin1(chunk);
        const end = head.search(/<\/head>/i);
        if (end === -1 && head.length <= MAX_HEAD_BYTES) return;
        const text = end === -1 ? head : rewriteHead(head.slice(0, end), lookup) + head.slice(end);
        head = null;
        controller.enqueue(Buffer.from(text, 'latin1'));
      },
      flush(controller) {
        if (head) controller.enqueue(Buffer.from(head, 'latin1'));
      },
    }),
  );
}

export function firstPaintHead(
  lookup: (href: string) => string | null = builtStylesheets(),
): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!isHtmlDocument(c.res)) return;
    const res = c.res;
    const headers = new Headers(res.headers);
    headers.delete('content-length');
    c.res = undefined;
    c.res = new Response(rewriteHeadOf(res.body!, lookup), {
      status: res.status,
      statusText: res.statusText,
      headers,
    });
  };
}
