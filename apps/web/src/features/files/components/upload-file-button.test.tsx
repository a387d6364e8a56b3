import { quotaExceededMessage } from '@mti/contracts/files/storage';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render.tsx';
import { UploadFileButton } from './upload-file-button.tsx';

/** The server's side of the upload (XMLHttpRequest, for its progress events): one fixed reply. */
function fakeUploadServer(reply: { status: number; body: unknown }) {
  const sent: FormData[] = [];
  class FakeUploadRequest {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    send(form: FormData) {
      sent.push(form);
      setTimeout(() => {
        this.status = reply.status;
        this.responseText = JSON.stringify(reply.body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

describe('uploading over the storage quota', () => {
  it("shows the server's message: what is used and the quota", async () => {
    const msg = quotaExceededMessage({
      usedBytes: 998 * 1024 ** 2,
      quotaBytes: 1024 ** 3,
      neededBytes: 40 * 1024 ** 2,
    });
    const sent = fakeUploadServer({ status: 413, body: { code: 'quota_exceeded', msg } });
    const user = userEvent.setup();
    const { container } = renderWithProviders(<UploadFileButton folderPath="/home/000100101" />);
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['State,Quota\nOH,1\n'], 'quotas.csv', { type: 'text/csv' }));
    expect(await screen.findByText(msg, {}, { timeout: 5000 })).toBeVisible();
    expect(msg).toContain('you are using 998 MB of your 1 GB');
    expect(screen.getByText('Upload failed')).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(((sent[0] as FormData).get('fileUpload') as File).name).toBe('quotas.csv');
  });
});
