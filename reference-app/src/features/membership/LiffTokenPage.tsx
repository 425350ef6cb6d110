import { useUpsertLiffUser } from '@staykit/react';
import { useEffect, useId, useRef, useState } from 'react';
import { Spinner } from '../../components/Spinner';
import { Alert } from '../../components/ui/Alert';
import { useMessages } from '../../i18n/useMessages';
import { useParentMessenger } from '../../lib/parentMessenger/useParentMessenger';
import { loadLiffSdk, type LiffSdk } from './loadLiffSdk';

/** Props of `LiffTokenPage`. */
export interface LiffTokenPageProps {
  hotelCode: string;
  /** The hotel's LIFF app (`integrations.line_liff_id` of its init); null when it has none. */
  liffId: string | null;
  /** The chatbot's user to link the LINE user to (`chatbot_user_id` of the address), if any. */
  chatbotUserId: string | null;
  /** Where LINE's LIFF SDK loads from. */
  liffSdkUrl: string;
  /** Loads the SDK (LINE's script by default; a test's stand-in). */
  loadSdk?: (url: string) => Promise<LiffSdk>;
}

type Outcome = { kind: 'connected'; name: string } | { kind: 'failed' } | { kind: 'notSetUp' };

/**
 * The LINE page (`/iframe-liff-token`; docs/embedding.md, "The chatbot's helper pages"): inside LINE, asks
 * LINE's LIFF SDK for the guest's ID token and profile, registers the LINE user with the hotel
 * (`upsertLiffUser`, linked to the chatbot user and, with a member signed in, to the member), and posts
 * `receiveLiffUser` to the chatbot. Anything that fails (no LIFF app for the hotel, LINE's SDK, the API)
 * says so and posts `close`: the chatbot cannot go on without the LINE user.
 *
 * @example
 * ```tsx
 * <LiffTokenPage hotelCode="demo-tokyo" liffId="1650000000-demo-tokyo" chatbotUserId={null} liffSdkUrl={url} />
 * ```
 */
export function LiffTokenPage({
  hotelCode,
  liffId,
  chatbotUserId,
  liffSdkUrl,
  loadSdk = loadLiffSdk,
}: LiffTokenPageProps) {
  const text = useMessages();
  const id = useId();
  const messenger = useParentMessenger();
  const upsert = useUpsertLiffUser();
  const [outcome, setOutcome] = useState<Outcome | null>(liffId === null ? { kind: 'notSetUp' } : null);
  const started = useRef(false);

  useEffect(() => {
    // Once per page: the registration is the guest's, not the render's.
    if (started.current) return;
    started.current = true;
    if (liffId === null) {
      messenger.post({ type: 'close' });
      return;
    }
    void (async () => {
      try {
        const liff = await loadSdk(liffSdkUrl);
        await liff.init({ liffId });
        const idToken = liff.getIDToken();
        if (idToken === null) throw new Error('LINE gave no ID token');
        // The name only dresses the record: without it the LINE user is registered all the same.
        const profile = await liff.getProfile().catch(() => null);
        const { data } = await upsert.mutateAsync({
          body: {
            hotel_code: hotelCode,
            id_token: idToken,
            ...(chatbotUserId === null ? {} : { chatbot_user_id: chatbotUserId }),
            ...(profile === null ? {} : { display_name: profile.displayName.slice(0, 255) }),
          },
        });
        messenger.post({
          type: 'receiveLiffUser',
          lineUserId: data.line_user_id,
          linked: data.user_id != null,
        });
        setOutcome({ kind: 'connected', name: data.display_name ?? profile?.displayName ?? '' });
      } catch {
        messenger.post({ type: 'close' });
        setOutcome({ kind: 'failed' });
      }
    })();
  }, [chatbotUserId, hotelCode, liffId, liffSdkUrl, loadSdk, messenger, upsert]);

  return (
    <section className="sk-page sk-page-narrow sk-member-page" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{text.liffTitle}</h2>
      {outcome === null && <Spinner />}
      {outcome?.kind === 'connected' && (
        <Alert tone="success" role="status">
          {text.format('liffConnected', { name: outcome.name })}
        </Alert>
      )}
      {outcome?.kind === 'failed' && (
        <Alert tone="danger" role="alert">
          {text.liffFailed}
        </Alert>
      )}
      {outcome?.kind === 'notSetUp' && (
        <Alert tone="info" role="status">
          {text.liffNotSetUp}
        </Alert>
      )}
    </section>
  );
}
