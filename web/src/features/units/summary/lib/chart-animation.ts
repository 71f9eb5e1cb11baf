import type { Chart, ChartType } from 'chart.js';

/** How long a chart takes to move to new figures. */
const changeAnimation = { duration: 300 };

function reducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * A chart is drawn without animation when it appears (its options say animation: false):
 * growing the bars in takes frame after frame of work while the page is still loading, and the
 * reader has not seen them before. Once drawn, a change of figures (another period, column or
 * company) moves the bars to their new size, unless the reader asked for less motion. Called
 * from an effect after each change of options, as new options bring animation: false again.
 */
export function animateChanges<Type extends ChartType>(chart: Chart<Type> | null): void {
  if (chart?.options && !reducedMotion()) chart.options.animation = changeAnimation;
}
