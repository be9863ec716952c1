import { windowSignal } from './windowSignal';

// How many RPC queries and mutations are in flight, told by the islands' query client to the
// shell's spinner, so the shell itself loads no react-query code.
const rpcActivity = windowSignal<number>('ifi:rpc-activity');

export const signalRpcActivity = rpcActivity.emit;
export const onRpcActivity = rpcActivity.on;
