// Runs inside Chromium (loaded by encode-webm.ts): frames in, WebM out. Plain JavaScript, so that
// no compiler helper (tsx's __name) ends up in code the page cannot resolve.
window.recordedFrames = [];

window.addFrames = async (batch) => {
  for (const f of batch) {
    const blob = await (await fetch(`data:image/jpeg;base64,${f.jpeg}`)).blob();
    window.recordedFrames.push({ at: f.at, image: await createImageBitmap(blob) });
  }
};

window.encodeFrames = async ({ fps, bitsPerSecond, durationMs }) => {
  const list = window.recordedFrames;
  const canvas = document.querySelector('canvas');
  const g = canvas.getContext('2d');
  const draw = (image) => {
    g.fillStyle = '#ffffff';
    g.fillRect(0, 0, canvas.width, canvas.height);
    const scale = Math.min(canvas.width / image.width, canvas.height / image.height);
    g.drawImage(image, 0, 0, image.width * scale, image.height * scale);
  };
  if (list[0]) draw(list[0].image);
  const stream = canvas.captureStream(fps);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: bitsPerSecond });
  const chunks = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const stopped = new Promise((resolve) => {
    recorder.onstop = resolve;
  });
  recorder.start(1000);
  // Real time: MediaRecorder stamps frames by the clock, so each frame is drawn when it was captured.
  const began = performance.now();
  let next = 0;
  while (performance.now() - began < durationMs) {
    const t = performance.now() - began;
    let latest = null;
    while (next < list.length && list[next].at <= t) latest = list[next++].image;
    if (latest) draw(latest);
    await new Promise((r) => setTimeout(r, 1000 / fps));
  }
  recorder.stop();
  await stopped;
  const fixed = await window.ysFixWebmDuration(new Blob(chunks, { type: 'video/webm' }), durationMs, { logger: false });
  const bytes = new Uint8Array(await fixed.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
};
