import type { RestResponse } from '../route';

// The answers of the expensive endpoints' limits (src/http/middleware/expensiveEndpoints.ts):
// the exports and the REST search may be refused before they start, always with Retry-After.

const retryAfter = { 'Retry-After': 'Через скільки секунд повторити запит' };

export const limitedResponses: Record<429 | 503, RestResponse> = {
  429: {
    description: 'Забагато таких запитів з вашої адреси (одночасно чи за хвилину)',
    headers: retryAfter,
  },
  503: { description: 'Сервер зайнятий такими запитами інших клієнтів', headers: retryAfter },
};
