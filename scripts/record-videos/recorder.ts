// Records one flow of the real app: Chromium's screencast (CDP Page.startScreencast) gives a JPEG
// frame whenever the page changes, and every step adds a caption cue for the time it took.
// No ffmpeg: the frames are encoded to WebM inside Chromium (canvas.captureStream + MediaRecorder).
import type { CDPSession, Locator, Page } from '@playwright/test';

export type Frame = { at: number; jpeg: string };
export type Cue = { start: number; end: number; text: string };

/** How long a caption stays after its step's action, so a viewer can read it (ms). */
const READING_TIME_MS = 2200;
const HIGHLIGHT_MS = 450;

export class FlowRecorder {
  readonly frames: Frame[] = [];
  readonly cues: Cue[] = [];
  private cdp: CDPSession | null = null;
  private startedAt = 0;

  constructor(
    readonly page: Page,
    private readonly size: { width: number; height: number },
  ) {}

  private now() {
    return Date.now() - this.startedAt;
  }

  async start() {
    this.startedAt = Date.now();
    const cdp = await this.page.context().newCDPSession(this.page);
    cdp.on('Page.screencastFrame', ({ data, sessionId }) => {
      this.frames.push({ at: this.now(), jpeg: data });
      void cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => undefined);
    });
    await cdp.send('Page.startScreencast', {
      format: 'jpeg',
      quality: 70,
      maxWidth: this.size.width,
      maxHeight: this.size.height,
      everyNthFrame: 1,
    });
    this.cdp = cdp;
  }

  /** One step of the flow: its caption shows from the start of the action until a while after. */
  async step(text: string, action: () => Promise<unknown>, readingTimeMs = READING_TIME_MS) {
    const start = this.now();
    await action();
    await this.page.waitForTimeout(readingTimeMs);
    this.cues.push({ start, end: this.now(), text });
  }

  /** Outlines what is about to be used, so the viewer sees where the pointer goes. */
  async point(target: Locator) {
    await target.scrollIntoViewIfNeeded();
    await target.evaluate((el: HTMLElement, ms) => {
      const before = el.style.outline;
      el.style.outline = '3px solid #ffab09';
      el.style.outlineOffset = '2px';
      setTimeout(() => {
        el.style.outline = before;
      }, ms * 2);
    }, HIGHLIGHT_MS);
    await this.page.waitForTimeout(HIGHLIGHT_MS);
  }

  async click(target: Locator) {
    await this.point(target);
    await target.click();
  }

  /** Types as a person would, so the video shows the text appear. */
  async type(target: Locator, text: string) {
    await this.point(target);
    await target.fill('');
    await target.pressSequentially(text, { delay: 45 });
  }

  async stop(): Promise<number> {
    await this.cdp?.send('Page.stopScreencast');
    await this.cdp?.detach();
    return this.now();
  }
}

const timestamp = (ms: number) => {
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(Math.floor(ms % 1000), 3)}`;
};

/** The cues as an English WebVTT file. */
export function webVtt(cues: readonly Cue[]): string {
  const blocks = cues.map((c, i) => `${i + 1}\n${timestamp(c.start)} --> ${timestamp(c.end)}\n${c.text}`);
  return `WEBVTT - English captions, written by scripts/record-videos alongside each step\n\n${blocks.join('\n\n')}\n`;
}
