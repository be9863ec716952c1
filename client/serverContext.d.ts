// Stands in for routers/init.ts in the client's declaration bundle (client/build.ts): the
// router's context carries the server's database handle, which no call from a client sees.
export type Context = object;
