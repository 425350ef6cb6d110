import { useWidgetContext } from '../app/WidgetContext';
import { CancellationPolicyPage } from '../features/cancellationPolicy/CancellationPolicyPage';

/** /cancellation-policy: the hotel's cancellation policies as readable text (B §2, B §3, B §7). */
export function CancellationPolicyRoute() {
  const { startup } = useWidgetContext();
  return <CancellationPolicyPage hotelCode={startup.hotelCode} />;
}
