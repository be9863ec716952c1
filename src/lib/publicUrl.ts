// The address the portal is published at, for every absolute URL it writes (feeds, sitemap,
// robots.txt, Link headers, export links, datapackage.json, the API guide). Taken from
// PUBLIC_URL, never from the request's Host header: a forged Host must not reach a feed, a file or
// a cached page. Unset (development, tests): http://localhost:$PORT.

export function publicOrigin(env: Record<string, string | undefined> = process.env): string {
  const configured = env.PUBLIC_URL?.trim();
  if (configured && URL.canParse(configured)) return new URL(configured).origin;
  return `http://localhost:${env.PORT ?? '8080'}`;
}
