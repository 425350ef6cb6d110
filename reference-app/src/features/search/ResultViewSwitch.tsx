import { useLocation } from 'react-router';
import { SegmentedTabs } from '../../components/ui/SegmentedTabs';
import { useMessages } from '../../i18n/useMessages';

/** Props of `ResultViewSwitch`. */
export interface ResultViewSwitchProps {
  resultType: 'room' | 'plan';
}

/**
 * Results by room (/booking/result) or by plan (/booking/recommender) as two tabs, keeping the search
 * query; the current view is marked for screen readers.
 */
export function ResultViewSwitch({ resultType }: ResultViewSwitchProps) {
  const text = useMessages();
  const { search } = useLocation();
  return (
    <SegmentedTabs
      label={text.resultView}
      tabs={[
        {
          key: 'room',
          label: text.viewByRoom,
          to: { pathname: '/booking/result', search },
          current: resultType === 'room',
        },
        {
          key: 'plan',
          label: text.viewByPlan,
          to: { pathname: '/booking/recommender', search },
          current: resultType === 'plan',
        },
      ]}
    />
  );
}
