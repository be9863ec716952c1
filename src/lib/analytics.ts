// The analytics provider is optional: ANALYTICS_SCRIPT_URL (an absolute http(s) URL, read with
// the other settings in src/config/) names the script loaded after cookie consent. The server
// passes it to the client shell and allows its origin in the Content-Security-Policy; without it
// nothing loads.

/** Local storage key of the consent flag (spec §4): 'true' or 'false'; unset shows the banner. */
export const CONSENT_STORAGE_KEY = 'GDPR:accepted';

/**
 * Runs in <head> before the page paints. It marks <html data-ask-consent> when the flag is unset,
 * so the server-drawn banner is in the first paint (not after hydration, which made it the page's
 * late largest paint) and never shows for those who chose or have no JavaScript. It also answers
 * the banner's buttons (`data-consent-choice`) before the page has hydrated; afterwards the
 * component does the same, and storing the same value twice is harmless. And while the banner
 * shows, the page reserves its height below the content (the body's bottom padding) and scrolls a
 * focused element clear of it (the root's scroll padding, WCAG 2.2 SC 2.4.11), hydrated or not;
 * both go back to 0 once it is gone.
 *
 * The height comes from a ResizeObserver, which reports it after the browser's own layout: reading
 * it (offsetHeight in a frame callback) forced the first layout early, and an inherited custom
 * property on <html> then restyled every element of the page, together a long task on a phone.
 * The two properties are set on the two elements they apply to, and neither is inherited.
 */
export const consentProbeScript = `(function(){var k=${JSON.stringify(CONSENT_STORAGE_KEY)},d=document.documentElement;try{var v=localStorage.getItem(k);if(v!=="true"&&v!=="false")d.setAttribute("data-ask-consent","")}catch(e){}document.addEventListener("click",function(e){var b=e.target&&e.target.closest&&e.target.closest("[data-consent-choice]");if(!b)return;try{localStorage.setItem(k,b.getAttribute("data-consent-choice"))}catch(e){}d.removeAttribute("data-ask-consent")},true);function fit(){var b=document.querySelector("[data-consent-banner]");if(!b||!window.ResizeObserver)return;new ResizeObserver(function(e){var z=e[0].borderBoxSize,h=b.isConnected&&z&&z[0]?Math.ceil(z[0].blockSize):0;d.style.scrollPaddingBottom=document.body.style.paddingBottom=h?h+"px":""}).observe(b)}if(d.hasAttribute("data-ask-consent"))document.addEventListener("DOMContentLoaded",fit)})()`;
