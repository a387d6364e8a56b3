// jsdom has no object URLs. Every file starts with harmless ones (test/setup.ts), and a test that
// stubs them puts these back afterwards rather than deleting them: a download revokes its URL on a
// timer that can fire after its test, or after its file, since files share a worker (decision 077).
export function resetObjectUrls() {
  Object.assign(URL, { createObjectURL: () => 'blob:test', revokeObjectURL: () => {} });
}
