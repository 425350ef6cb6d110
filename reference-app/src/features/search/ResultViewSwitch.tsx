import { Link, useLocation } from 'react-router';
import { useMessages } from '../../i18n/useMessages';

/** Props of `ResultViewSwitch`. */
export interface ResultViewSwitchProps {
  resultType: 'room' | 'plan';
}

/**
 * Links between results by room (/booking/result) and by plan (/booking/recommender), keeping the search
 * query, with the current view marked for screen readers.
 */
export function ResultViewSwitch({ resultType }: ResultViewSwitchProps) {
  const text = useMessages();
  const { search } = useLocation();
  const views = [
    { type: 'room', path: '/booking/result', label: text.viewByRoom },
    { type: 'plan', path: '/booking/recommender', label: text.viewByPlan },
  ] as const;
  return (
    <nav className="sk-view-switch" aria-label={text.resultView}>
      {views.map((view) => (
        <Link
          key={view.type}
          to={{ pathname: view.path, search }}
          aria-current={view.type === resultType ? 'page' : undefined}
          className="sk-view-link"
        >
          {view.label}
        </Link>
      ))}
    </nav>
  );
}
