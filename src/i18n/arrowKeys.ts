/**
 * The step a left or right arrow key makes along a row (tabs, slides, a radio group's choices), as
 * the text runs: → is the next one in English and the previous one in Arabic, which runs right
 * to left, and ← the other way round. Any other key makes no step.
 */
export function inlineStep(key: string, dir: 'ltr' | 'rtl'): 1 | -1 | 0 {
  if (key !== 'ArrowRight' && key !== 'ArrowLeft') return 0;
  return (key === 'ArrowRight') !== (dir === 'rtl') ? 1 : -1;
}
