import type { Plugin } from 'vite';
import { importFrom, wakuModules, wakuPatch } from './wakuPatch';

// Waku 0.27 inlines the RSC payload with rsc-html-stream; this swaps in our cheaper
// `inlineFlightData` (src/runtime/inlineFlightData.ts, which says why). The build fails if
// Waku's one call changes shape, so an upgrade must look at this again.
const anchor = 'responseStream.pipeThrough(injectRSCPayload(stream2, ';

export function inlineFlightData(): Plugin {
  return wakuPatch({
    name: 'inline-flight-data',
    module: wakuModules.ssr,
    anchor,
    count: 1,
    apply: (code) => {
      const at = code.indexOf(anchor);
      // The call's own closing parentheses: `injectRSCPayload(stream2, OPTIONS))`.
      const end = code.indexOf('));', at);
      const optionsText = code.slice(at + anchor.length, end);
      return (
        importFrom(
          new URL('../../runtime/inlineFlightData.ts', import.meta.url),
          'inlineFlightData',
          '__inlineFlightData',
        ) +
        code.slice(0, at) +
        `__inlineFlightData(responseStream, stream2, ${optionsText})` +
        code.slice(end + 2)
      );
    },
  });
}
