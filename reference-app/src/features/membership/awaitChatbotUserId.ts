import type { ParentMessenger } from '../../lib/parentMessenger/parentMessenger';

/**
 * How long `awaitChatbotUserId` waits, and how often it looks (contract: `getChatbotSession`).
 *
 * @example
 * ```ts
 * const timing: ChatbotUserIdWait = { timeoutMs: 2000, everyMs: 200 };
 * ```
 */
export interface ChatbotUserIdWait {
  readonly timeoutMs: number;
  readonly everyMs: number;
}

const CONTRACT_WAIT: ChatbotUserIdWait = { timeoutMs: 2000, everyMs: 200 };

/**
 * The chatbot's user, for a chatbot sign-in framed without `chatbot_user_id` in its address: asks the
 * parent (`getChatbotUserId`) and looks every 200 ms, for 2 seconds at most, whether its answer
 * (`chatbotUserId`) has come. Settles with the user id, or null when none came in time or `signal`
 * aborted the wait (the screen went away).
 *
 * @example
 * ```ts
 * const userId = await awaitChatbotUserId(messenger, controller.signal);
 * ```
 */
export function awaitChatbotUserId(
  messenger: Pick<ParentMessenger, 'post' | 'subscribe'>,
  signal: AbortSignal,
  { timeoutMs, everyMs }: ChatbotUserIdWait = CONTRACT_WAIT,
): Promise<string | null> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(null);
    let userId: string | null = null;
    let waited = 0;
    const stop = messenger.subscribe((message) => {
      // The first answer counts: a second cannot change whom the session is for.
      if (message.type === 'chatbotUserId' && userId === null) userId = message.userId;
    });
    const finish = () => {
      clearInterval(timer);
      stop();
      resolve(signal.aborted ? null : userId);
    };
    const timer = setInterval(() => {
      waited += everyMs;
      if (userId !== null || waited >= timeoutMs) finish();
    }, everyMs);
    signal.addEventListener('abort', finish, { once: true });
    messenger.post({ type: 'getChatbotUserId' });
  });
}
