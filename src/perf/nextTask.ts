/**
 * A task of its own for what follows (a message to this window's own channel: unlike setTimeout,
 * not clamped nor throttled). Lighthouse counts the part of a task beyond 50 ms on a 4× slower
 * phone as blocking time, so two pieces of work one after the other in one task can cost where
 * each alone would not.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * The next frame has been painted: a task after the next animation frame's callbacks (the frame's
 * style, layout and paint come between them).
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
