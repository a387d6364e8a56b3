// The launcher's title rule lives in lib/app-title.ts: the console's preview shows titles the same way.
export { appTitleText, sanitizeAppTitle } from '../../lib/app-title.ts';
