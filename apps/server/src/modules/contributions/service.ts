// What other code (the seed) may call of member contributions: the AGMA upload and the USMTO in
// Advance submission, the same functions the routes call.
export { uploadAgmaReport } from './agma-service.ts';
export { submitUsmtoAdvance } from './usmto-advance-service.ts';
