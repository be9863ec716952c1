// Mounted inside compression (10) and the CSP nonce (20), after the locale, preference and
// route rules (23–25): the cache stores nonce-free pages and sees only requests that reach a page.
export { default } from '../server/pageCache';
