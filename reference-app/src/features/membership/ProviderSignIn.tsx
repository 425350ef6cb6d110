import { useSignInWithFacebook, useSignInWithLine, useSignInWithOpenId } from '@staykit/react';
import type { components } from '@staykit/sdk';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { useMessages } from '../../i18n/useMessages';
import { apiErrorMessage } from '../../lib/apiErrorMessage';
import { type PendingProviderSignIn, type ProviderAnswer, type SocialProvider } from './providerSignIn';

type Schemas = components['schemas'];

/** A redirect that has not left the screen by then did not open (docs/widget.md#members). */
export const PROVIDER_OPEN_TIMEOUT_MS = 3_500;

/**
 * How the guest came back from a provider: its answer and the sign-in it answers (null when this browser
 * sent none with that `state`, or it was used already).
 *
 * @example
 * ```ts
 * const back: ProviderReturn = { answer: readProviderAnswer(search, hash), pending: takePendingSignIn(sessionStorage, state) };
 * ```
 */
export interface ProviderReturn {
  answer: ProviderAnswer;
  pending: PendingProviderSignIn | null;
}

/** Props of `ProviderSignIn`. */
export interface ProviderSignInProps {
  hotelId: number;
  locale: string;
  /** The providers the hotel offers (`offeredProviders`). */
  providers: readonly SocialProvider[];
  /** Each provider's name as its button shows it (`providerName`). */
  names: Readonly<Record<SocialProvider, string>>;
  /** The guest came back from a provider; null otherwise. */
  returned: ProviderReturn | null;
  /** Sends the guest to the provider's page. */
  onStart: (provider: SocialProvider) => void;
  /** The session the sign-in answered: the app makes it the widget's and leaves the screen. */
  onSignedIn: (session: Schemas['MembershipSession']) => void;
  /** The visit's attribution (`memberTracking`), sent with the sign-in; none by default. */
  tracking?: Schemas['MemberTrackingData'] | undefined;
}

type Outcome =
  | { kind: 'idle' }
  | { kind: 'opening'; provider: SocialProvider }
  | { kind: 'didNotOpen'; provider: SocialProvider }
  | { kind: 'cancelled'; provider: SocialProvider }
  | { kind: 'failed'; provider: SocialProvider };

/**
 * The sign-in screen's social sign-in (docs/widget.md#members): a button per provider the hotel offers,
 * which sends the guest to the provider's page (reported as not opened if the screen is still here after
 * 3.5 s); and, back from it, the sign-in with the provider's answer (`signInWithLine` with the code, the
 * checked `state` and the same return address; `signInWithFacebook` with the token), its progress, and
 * why it failed: cancelled on the provider's page, an answer this browser did not ask for, or the API's
 * refusal in the guest's language.
 *
 * @example
 * ```tsx
 * <ProviderSignIn hotelId={101} locale="ja" providers={['line']} returned={null} onStart={leave} onSignedIn={adopt} />
 * ```
 */
export function ProviderSignIn({
  hotelId,
  locale,
  providers,
  names,
  returned,
  onStart,
  onSignedIn,
  tracking,
}: ProviderSignInProps) {
  const text = useMessages();
  const line = useSignInWithLine({ onSuccess: ({ data }) => onSignedIn(data) });
  const facebook = useSignInWithFacebook({ onSuccess: ({ data }) => onSignedIn(data) });
  const openId = useSignInWithOpenId({ onSuccess: ({ data }) => onSignedIn(data) });
  const [outcome, setOutcome] = useState<Outcome>(() => returnOutcome(returned));
  const started = useRef(false);

  useEffect(() => {
    // Once: an answer is spent by its first use.
    if (started.current || returned === null || returned.pending === null) return;
    started.current = true;
    const { answer, pending } = returned;
    const params = { path: { hotel_id: hotelId } };
    const attribution = tracking === undefined ? {} : { tracking_data: tracking };
    if (pending.provider === 'line' && answer.code !== null && answer.state !== null) {
      line.mutate({
        params,
        body: { code: answer.code, state: answer.state, redirect_uri: pending.redirectUri, ...attribution },
      });
    } else if (pending.provider === 'open_id' && answer.code !== null && answer.state !== null) {
      openId.mutate({
        params,
        body: {
          code: answer.code,
          state: answer.state,
          nonce: pending.nonce,
          redirect_uri: pending.redirectUri,
          ...attribution,
        },
      });
    } else if (pending.provider === 'facebook' && answer.accessToken !== null) {
      facebook.mutate({ params, body: { access_token: answer.accessToken, ...attribution } });
    }
  }, [facebook, hotelId, line, openId, returned, tracking]);

  useEffect(() => {
    if (outcome.kind !== 'opening') return;
    const timer = setTimeout(
      () => setOutcome({ kind: 'didNotOpen', provider: outcome.provider }),
      PROVIDER_OPEN_TIMEOUT_MS,
    );
    return () => clearTimeout(timer);
  }, [outcome]);

  const signingIn =
    line.isPending || facebook.isPending || openId.isPending ? returned?.pending?.provider : undefined;
  const refusal = line.error ?? facebook.error ?? openId.error;
  const message = (
    key: 'signInProviderDidNotOpen' | 'signInProviderCancelled' | 'signInProviderFailed',
    provider: SocialProvider,
  ) => text.format(key, { provider: names[provider] });
  if (providers.length === 0 && returned === null) return null;
  return (
    <div className="sk-stack sk-provider-sign-in">
      {providers.map((provider) => (
        <Button
          key={provider}
          type="button"
          variant="secondary"
          className={`sk-provider-button sk-provider-${provider}`}
          disabled={outcome.kind === 'opening' || signingIn !== undefined}
          onClick={() => {
            setOutcome({ kind: 'opening', provider });
            onStart(provider);
          }}
        >
          {text.format('signInWithProvider', { provider: names[provider] })}
        </Button>
      ))}
      <p className="sk-member-progress" role="status">
        {signingIn !== undefined && text.format('signInProviderWorking', { provider: names[signingIn] })}
      </p>
      {refusal && returned?.pending && (
        <Alert tone="danger" role="alert">
          {`${message('signInProviderFailed', returned.pending.provider)} ${apiErrorMessage(refusal, locale)}`}
        </Alert>
      )}
      {(outcome.kind === 'didNotOpen' || outcome.kind === 'cancelled' || outcome.kind === 'failed') && (
        <Alert tone="danger" role="alert">
          {message(
            outcome.kind === 'didNotOpen'
              ? 'signInProviderDidNotOpen'
              : outcome.kind === 'cancelled'
                ? 'signInProviderCancelled'
                : 'signInProviderFailed',
            outcome.provider,
          )}
        </Alert>
      )}
      {providers.length > 0 && <p className="sk-provider-or">{text.signInOr}</p>}
    </div>
  );
}

/** What the screen says on arrival: nothing, or why the provider's answer cannot sign anyone in. */
function returnOutcome(returned: ProviderReturn | null): Outcome {
  if (returned === null) return { kind: 'idle' };
  const { answer, pending } = returned;
  // An answer this browser did not ask for (another tab, a forged link): nothing is sent. Its shape says
  // whose it is: LINE answers in the query, Facebook in the fragment.
  if (pending === null)
    return { kind: 'failed', provider: answer.accessToken !== null ? 'facebook' : 'line' };
  if (answer.error !== null) return { kind: 'cancelled', provider: pending.provider };
  const usable = pending.provider === 'facebook' ? answer.accessToken !== null : answer.code !== null;
  return usable ? { kind: 'idle' } : { kind: 'failed', provider: pending.provider };
}
