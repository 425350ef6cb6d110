import { Link, type To } from 'react-router';
import './segmentedTabs.css';

/**
 * One tab of `SegmentedTabs`: its label, where it leads, and whether it is the page shown.
 *
 * @example
 * ```ts
 * const tab: SegmentedTab = { key: 'room', label: 'By room', to: '/booking/result', current: true };
 * ```
 */
export interface SegmentedTab {
  key: string;
  label: string;
  to: To;
  current: boolean;
}

/**
 * Views of the same content as a segmented control: links (each view has its own address), the current
 * one marked `aria-current="page"` and filled in the hotel's colour.
 *
 * @example
 * ```tsx
 * <SegmentedTabs label={text.resultView} tabs={[
 *   { key: 'room', label: text.viewByRoom, to: '/booking/result', current: true },
 *   { key: 'plan', label: text.viewByPlan, to: '/booking/recommender', current: false },
 * ]} />
 * ```
 */
export function SegmentedTabs({ label, tabs }: { label: string; tabs: readonly SegmentedTab[] }) {
  return (
    <nav className="sk-segmented" aria-label={label}>
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          to={tab.to}
          className="sk-segment"
          aria-current={tab.current ? 'page' : undefined}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
