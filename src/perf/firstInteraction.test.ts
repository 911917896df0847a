/** @vitest-environment jsdom */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LONGEST_ACT_MS, onFirstInteraction } from './firstInteraction';
import { afterPaint } from './nextTask';

const press = (type: string) => document.body.dispatchEvent(new Event(type, { bubbles: true }));

describe('onFirstInteraction', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    vi.useRealTimers();
  });
  const watch = () => {
    const load = vi.fn();
    stops.push(onFirstInteraction(load));
    return load;
  };

  it('loads after the first tap’s click has been painted, not at the press', async () => {
    const load = watch();
    await afterPaint();
    expect(load).not.toHaveBeenCalled();
    press('pointerdown');
    press('touchstart');
    press('pointerup');
    await afterPaint();
    expect(load).not.toHaveBeenCalled();
    press('click');
    expect(load).not.toHaveBeenCalled();
    await afterPaint();
    expect(load).toHaveBeenCalledTimes(1);
    press('pointerdown');
    press('click');
    await afterPaint();
    await afterPaint();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads once a touch has become a scroll, or a key is let go', async () => {
    const scrolled = watch();
    press('touchstart');
    press('pointercancel');
    await afterPaint();
    expect(scrolled).toHaveBeenCalledTimes(1);
    const typed = watch();
    press('keydown');
    await afterPaint();
    expect(typed).not.toHaveBeenCalled();
    press('keyup');
    await afterPaint();
    expect(typed).toHaveBeenCalledTimes(1);
  });

  it('loads anyway when a press is held (a long press, a drag)', async () => {
    vi.useFakeTimers();
    const load = watch();
    press('pointerdown');
    await vi.advanceTimersByTimeAsync(LONGEST_ACT_MS - 1);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    vi.advanceTimersToNextFrame();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing once stopped, even with the act under way', async () => {
    const load = vi.fn();
    const stop = onFirstInteraction(load);
    press('pointerdown');
    stop();
    press('click');
    await afterPaint();
    expect(load).not.toHaveBeenCalled();
  });
});
