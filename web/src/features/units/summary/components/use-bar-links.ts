import type { Chart, Plugin } from 'chart.js';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

/** Where a bar of a chart leads (the units behind it) and what a screen reader calls it. */
export interface BarLink {
  to: string;
  label: string;
}

export interface BarBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The smallest box a link keeps, so its focus ring shows even for a bar of nothing. */
const minimumSize = 8;

/** Each index's bar (the whole stack where bars are stacked), from the chart's final layout. */
function barBoxesOf(chart: Chart): BarBox[] {
  const boxes: BarBox[] = [];
  const horizontal = chart.options.indexAxis === 'y';
  chart.data.datasets.forEach((_dataset, datasetIndex) => {
    const meta = chart.getDatasetMeta(datasetIndex);
    if (meta.type !== 'bar' || !chart.isDatasetVisible(datasetIndex)) return;
    meta.data.forEach((element, index) => {
      const { x, y, base, width, height } = element.getProps(
        ['x', 'y', 'base', 'width', 'height'],
        true,
      ) as { x: number; y: number; base: number; width: number; height: number };
      const box = horizontal
        ? {
            left: Math.min(base, x),
            right: Math.max(base, x),
            top: y - height / 2,
            bottom: y + height / 2,
          }
        : {
            left: x - width / 2,
            right: x + width / 2,
            top: Math.min(base, y),
            bottom: Math.max(base, y),
          };
      const known = boxes[index];
      const left = known ? Math.min(known.left, box.left) : box.left;
      const top = known ? Math.min(known.top, box.top) : box.top;
      const right = known ? Math.max(known.left + known.width, box.right) : box.right;
      const bottom = known ? Math.max(known.top + known.height, box.bottom) : box.bottom;
      boxes[index] = { left, top, width: right - left, height: bottom - top };
    });
  });
  return boxes.map((box) => ({
    left: Math.round(box.left),
    top: Math.round(box.top - Math.max(0, minimumSize - box.height)),
    width: Math.round(Math.max(box.width, minimumSize)),
    height: Math.round(Math.max(box.height, minimumSize)),
  }));
}

/**
 * Where each bar of a chart is (updated with its layout), and one click handler for the chart
 * that follows the clicked bar's link.
 */
export function useBarLinks(links: readonly BarLink[]) {
  const [boxes, setBoxes] = useState<BarBox[]>([]);
  const linksRef = useRef(links);
  useLayoutEffect(() => {
    linksRef.current = links;
  });
  const navigate = useNavigate();
  const plugins = useMemo<Plugin[]>(
    () => [
      {
        id: 'barLinks',
        afterUpdate: (chart) => {
          const next = barBoxesOf(chart);
          setBoxes((current) =>
            JSON.stringify(current) === JSON.stringify(next) ? current : next,
          );
        },
      },
    ],
    [],
  );
  // One handler for the whole chart: a click on a bar follows that bar's link.
  const interaction = useMemo(
    () => ({
      onClick: (_event: unknown, elements: { index: number }[]) => {
        const link = elements[0] ? linksRef.current[elements[0].index] : undefined;
        if (link) void navigate(link.to);
      },
      onHover: (event: { native: Event | null }, elements: unknown[]) => {
        const target = event.native?.target;
        if (target instanceof HTMLElement) target.style.cursor = elements.length ? 'pointer' : '';
      },
    }),
    [navigate],
  );
  return { plugins, boxes, interaction };
}
