import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IncomingParentMessage, OutgoingParentMessage } from '../../lib/parentMessenger/parentMessages';
import { awaitChatbotUserId } from './awaitChatbotUserId';

function chatbotParent() {
  const posted: OutgoingParentMessage[] = [];
  const listeners = new Set<(message: IncomingParentMessage) => void>();
  return {
    posted,
    listening: () => listeners.size,
    answer: (message: IncomingParentMessage) => listeners.forEach((listener) => listener(message)),
    messenger: {
      post: (message: OutgoingParentMessage) => (posted.push(message), true),
      subscribe: (listener: (message: IncomingParentMessage) => void) => {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('awaitChatbotUserId', () => {
  it('asks the chatbot for its user and takes the answer at the next look, 200 ms apart', async () => {
    vi.useFakeTimers();
    const parent = chatbotParent();
    const settled = vi.fn();
    void awaitChatbotUserId(parent.messenger, new AbortController().signal).then(settled);
    expect(parent.posted).toEqual([{ type: 'getChatbotUserId' }]);
    await vi.advanceTimersByTimeAsync(500);
    parent.answer({ type: 'chatbotUserId', userId: 'U4af4980629' });
    parent.answer({ type: 'chatbotUserId', userId: 'Uanother' });
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(settled).toHaveBeenCalledWith('U4af4980629');
    expect(parent.listening()).toBe(0);
  });

  it('gives up after 2 seconds without an answer', async () => {
    vi.useFakeTimers();
    const parent = chatbotParent();
    const settled = vi.fn();
    void awaitChatbotUserId(parent.messenger, new AbortController().signal).then(settled);
    await vi.advanceTimersByTimeAsync(1800);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(settled).toHaveBeenCalledWith(null);
    // A late answer changes nothing and nobody listens any more.
    parent.answer({ type: 'chatbotUserId', userId: 'U4af4980629' });
    expect(settled).toHaveBeenCalledTimes(1);
    expect(parent.listening()).toBe(0);
  });

  it('stops waiting, with nothing, when the screen goes away', async () => {
    vi.useFakeTimers();
    const parent = chatbotParent();
    const controller = new AbortController();
    const waiting = awaitChatbotUserId(parent.messenger, controller.signal);
    parent.answer({ type: 'chatbotUserId', userId: 'U4af4980629' });
    controller.abort();
    await expect(waiting).resolves.toBeNull();
    expect(parent.listening()).toBe(0);
  });

  it('hears only the chatbot’s answer, not its other messages', async () => {
    vi.useFakeTimers();
    const parent = chatbotParent();
    const settled = vi.fn();
    void awaitChatbotUserId(parent.messenger, new AbortController().signal).then(settled);
    parent.answer({ type: 'change-locale', locale: 'en' });
    parent.answer({ type: 'logout' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(settled).toHaveBeenCalledWith(null);
  });
});
