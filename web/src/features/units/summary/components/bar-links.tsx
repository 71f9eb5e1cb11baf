import { Link } from 'react-router';
import styles from './bar-links.module.css';
import type { BarBox, BarLink } from './use-bar-links';

/**
 * Links over a canvas chart's bars: one a bar, reachable by keyboard with its own name, its
 * focus ring drawn round the bar. The pointer passes through them to the chart (its tooltips,
 * and its click, which follows the same link).
 */
export function BarLinks({
  links,
  boxes,
  label,
}: {
  links: readonly BarLink[];
  boxes: readonly BarBox[];
  label: string;
}) {
  return (
    <ul className={styles.barLinks} aria-label={label}>
      {links.map((link, index) => {
        const box = boxes[index];
        return (
          <li key={link.to}>
            <Link
              to={link.to}
              className={styles.barLink}
              style={box ? { ...box } : undefined}
              data-testid="bar-link"
            >
              <span className="visually-hidden">{link.label}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
