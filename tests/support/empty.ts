// Stands in for the 'server-only' guard in tests, which run outside the React server build.
export {};
