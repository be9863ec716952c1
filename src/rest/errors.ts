// A REST handler's refusal: the app turns it into `{error, message}` (http/responses.ts).
export class RestError extends Error {
  constructor(
    readonly status: 400 | 404 | 405 | 413 | 415 | 429 | 503,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
