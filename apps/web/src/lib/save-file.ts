// Hands a downloaded file to the browser's own download (an export fetched with the session's headers).

/** Saves a Blob under a name through a temporary link; the object URL is freed afterwards. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Some browsers read the URL after click() returns: free it a moment later.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
