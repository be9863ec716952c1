import { describe, expect, it } from 'vitest';
import { DEFERRED_PRELOADS_ID, afterFirstPaint } from '../../src/lib/hydrateAfterPaint';
import {
  deferScriptPreloads,
  inlineHeadStylesheets,
  rewriteHeadOf,
} from '../../src/http/middleware/firstPaintHead';

const sheets: Record<string, string> = {
  '/assets/a-1.css': '.a{color:red}',
  '/assets/b-2.css': '.b::before{content:"Київ"}',
};
// The lookup answers in the Latin-1 text of the sheet's UTF-8 bytes, as builtStylesheets does.
const lookup = (href: string) =>
  sheets[href] === undefined ? null : Buffer.from(sheets[href]!, 'utf8').toString('latin1');
const link = (href: string) =>
  `<link rel="stylesheet" href="${href}" data-precedence="p" crossorigin=""/>`;

async function rewritten(html: string, chunkSize: number): Promise<string> {
  const bytes = Buffer.from(html, 'utf8');
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += chunkSize) {
        controller.enqueue(bytes.subarray(i, i + chunkSize));
      }
      controller.close();
    },
  });
  return Buffer.from(await new Response(rewriteHeadOf(body, lookup)).arrayBuffer()).toString(
    'utf8',
  );
}

describe('a page head for the first paint', () => {
  it('puts the known stylesheets in one <style>, in order, where the first link stood', () => {
    const head = `<meta charSet="utf-8"/>${link('/assets/a-1.css')}<title>t</title>${link('/assets/b-2.css')}`;
    const latin1 = Buffer.from(head, 'utf8').toString('latin1');
    const out = Buffer.from(inlineHeadStylesheets(latin1, lookup), 'latin1').toString('utf8');
    expect(out).toBe(
      '<meta charSet="utf-8"/><style>.a{color:red}\n.b::before{content:"Київ"}</style>' +
        '<link rel="stylesheet" href="/assets/a-1.css" data-precedence="p" crossorigin="" disabled=""/>' +
        '<title>t</title>' +
        '<link rel="stylesheet" href="/assets/b-2.css" data-precedence="p" crossorigin="" disabled=""/>',
    );
  });

  it('leaves links it has no stylesheet for, and other links, as they are', () => {
    const head = `${link('/assets/missing.css')}<link rel="icon" href="/favicon.ico"/>`;
    expect(inlineHeadStylesheets(head, lookup)).toBe(head);
  });

  it('cannot be closed early by a stylesheet', () => {
    const out = inlineHeadStylesheets(link('/x.css'), () => 'a{}</style><script>');
    expect(out).toContain('<style>a{}<\\/style><script></style>');
  });

  it('moves the script preloads into an inert template', () => {
    const head =
      '<meta/><link rel="modulepreload" href="/assets/a.js" crossorigin=""/><title>t</title>' +
      '<link rel="modulepreload" href="/assets/b.js"/>';
    expect(deferScriptPreloads(head)).toBe(
      `<meta/><template id="${DEFERRED_PRELOADS_ID}"><link rel="modulepreload" href="/assets/a.js" crossorigin=""/>` +
        '<link rel="modulepreload" href="/assets/b.js"/></template><title>t</title>',
    );
    expect(deferScriptPreloads('<meta/><title>t</title>')).toBe('<meta/><title>t</title>');
  });

  it('rewrites the head of a streamed page whatever its chunks, and the body not at all', async () => {
    const body = `<p>${link('/assets/a-1.css')} Зміст</p>`;
    const html = `<!DOCTYPE html><html><head>${link('/assets/b-2.css')}<link rel="modulepreload" href="/assets/e.js"/></head><body>${body}</body></html>`;
    const whole = await rewritten(html, html.length);
    expect(whole).toContain('<head><style>.b::before{content:"Київ"}</style>');
    expect(whole).toContain(`<template id="${DEFERRED_PRELOADS_ID}">`);
    expect(whole).toContain(`<body>${body}</body>`);
    for (const size of [1, 3, 7, 64]) expect(await rewritten(html, size)).toBe(whole);
  });

  it('passes a document without a head through unchanged', async () => {
    const html = `<p>${'Дані '.repeat(20)}</p>${link('/assets/a-1.css')}`;
    expect(await rewritten(html, 5)).toBe(html);
  });

  it('starts the scripts from the bootstrap after the first frame', () => {
    const script = afterFirstPaint('import("/assets/index-x.js")');
    expect(script).toContain(`document.getElementById("${DEFERRED_PRELOADS_ID}")`);
    expect(script).toMatch(/requestAnimationFrame\(function\(\)\{setTimeout\(go,0\)\}\)/);
    expect(script).toContain('import("/assets/index-x.js")');
  });
});
