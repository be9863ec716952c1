export { default } from '../server/immutableAssets';
