import { useWidgetContext } from '../app/WidgetContext';
import { CancellationPolicyPage } from '../features/cancellationPolicy/CancellationPolicyPage';

/** /cancellation-policy: the hotel's cancellation policies as readable text (docs/widget.md#screens; contract: `listCancellationPolicies`). */
export function CancellationPolicyRoute() {
  const { startup } = useWidgetContext();
  return <CancellationPolicyPage hotelCode={startup.hotelCode} />;
}
