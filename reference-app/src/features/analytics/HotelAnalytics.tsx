import type { components } from '@staykit/sdk';
import { useEffect, useMemo, useState } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { useMessages } from '../../i18n/useMessages';
import { isFramed } from '../../lib/isFramed';
import { reachableStorage } from '../../lib/reachableStorage';
import { listenForPageConsent, storedConsent, storeConsent } from './analyticsConsent';
import { analyticsTagIds } from './analyticsTagIds';
import { loadGoogleTags, updateGoogleConsent } from './loadGoogleTags';

/** Props of `HotelAnalytics`. */
export interface HotelAnalyticsProps {
  /** The init's `analytics_setting`. */
  setting: components['schemas']['AnalyticsSetting'];
  /** The widget's page; `window` by default. */
  view?: Window;
  /** The clock of the kept answer; now by default. */
  now?: () => Date;
}

// Where the guest's consent stands: asked of nobody yet, or answered by the guest or the page.
type Consent = boolean | null;

/**
 * The hotel's analytics on the widget's page (docs/embedding.md, "Analytics and consent"). When the
 * widget is the page, it loads Google's scripts for the ids the hotel's tags name: at once when the hotel
 * does not ask for consent; otherwise only once the guest consents, through the page's consent manager
 * (`staykit:analytics-consent`) or this banner, whose answer is kept about six months. In a frame it does
 * nothing: the framing page's own analytics receive the widget's `ga4Event` messages.
 *
 * @example
 * ```tsx
 * <HotelAnalytics setting={hotel.analytics_setting} />
 * ```
 */
export function HotelAnalytics({ setting, view = window, now = () => new Date() }: HotelAnalyticsProps) {
  const text = useMessages();
  const { head_tags: headTags, body_tags: bodyTags } = setting;
  const ids = useMemo(
    () => analyticsTagIds({ head_tags: headTags, body_tags: bodyTags }),
    [headTags, bodyTags],
  );
  const active = !isFramed(view) && ids.containers.length + ids.measurements.length > 0;
  // A server that does not say is taken to require consent: the guest's privacy does not hang on a field.
  const required = setting.consent_required !== false;
  const [storage] = useState(() => reachableStorage(() => view.localStorage));
  const [consent, setConsent] = useState<Consent>(() => (required ? storedConsent(storage, now()) : null));
  // The page's consent manager speaks for the guest: the banner steps aside for it.
  const [pageAnswered, setPageAnswered] = useState(false);

  useEffect(() => {
    if (!active || !required) return;
    return listenForPageConsent(view, (granted) => {
      setPageAnswered(true);
      setConsent(granted);
    });
  }, [active, required, view]);

  useEffect(() => {
    if (!active) return;
    if (!required) loadGoogleTags(view, ids, null);
    else if (consent === true) loadGoogleTags(view, ids, 'granted');
    // A consent withdrawn after the tags loaded: they are told, and keep no storage from now on.
    else if (consent === false) updateGoogleConsent(view, 'denied');
  }, [active, required, consent, ids, view]);

  if (!active || !required || consent !== null || pageAnswered) return null;
  const answer = (granted: boolean) => {
    storeConsent(storage, granted, now());
    setConsent(granted);
  };
  return (
    <Alert
      className="sk-page-notice"
      role="region"
      aria-label={text.analyticsConsentTitle}
      title={text.analyticsConsentTitle}
    >
      <p>{text.analyticsConsentText}</p>
      <div className="sk-actions">
        <Button variant="primary" onClick={() => answer(true)}>
          {text.analyticsConsentAllow}
        </Button>
        <Button variant="secondary" onClick={() => answer(false)}>
          {text.analyticsConsentDecline}
        </Button>
      </div>
    </Alert>
  );
}
