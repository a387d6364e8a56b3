// A same-origin multipart POST through XMLHttpRequest, because fetch cannot report upload
// progress. Resolves with the status and the parsed JSON body (null when it is not JSON).
import { HttpError, sameOriginWriteHeaders } from './http.ts';

export const UPLOAD_FAILED = 'The upload did not finish. Please check your connection and try again.';

export function uploadWithProgress(
  url: string,
  form: FormData,
  /** From 0 to 1 as the bytes go out. */
  onProgress?: (fraction: number) => void,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(sameOriginWriteHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        // not JSON: the caller treats it as a failure without a message
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new HttpError(0, null, UPLOAD_FAILED));
    xhr.send(form);
  });
}
