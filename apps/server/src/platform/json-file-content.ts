// A stored file's JSON (saved analyses, dashboards): null when it is not JSON, so that it then fails
// its schema like any other unreadable file instead of throwing a parse error at the caller.
export function jsonOfFileContent(content: Buffer): unknown {
  try {
    return JSON.parse(content.toString('utf8'));
  } catch {
    return null;
  }
}
