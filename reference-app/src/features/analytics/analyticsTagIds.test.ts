import { describe, expect, it } from 'vitest';
import { analyticsTagIds } from './analyticsTagIds';

const setting = (head: string, body = '') => ({ head_tags: head, body_tags: body, consent_required: false });

describe('analyticsTagIds', () => {
  it("takes the container and measurement ids of Google's snippets from the head and the body", () => {
    const head =
      "<script>(function(w,d,s,l,i){w[l]=w[l]||[];})(window,document,'script','dataLayer','GTM-AB12CD');</script>" +
      '<script async src="https://www.googletagmanager.com/gtag/js?id=G-1A2B3C4D5E"></script>';
    const body =
      '<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-AB12CD"></iframe></noscript>';
    expect(analyticsTagIds(setting(head, body))).toEqual({
      containers: ['GTM-AB12CD'],
      measurements: ['G-1A2B3C4D5E'],
    });
  });

  it('takes nothing else: other scripts, malformed ids and code around them are left out', () => {
    const head =
      '<script src="https://evil.example/x.js"></script><img src=x onerror="alert(1)">' +
      "<script>fbq('init', '123456789');</script> GTM-ab12cd G-12 xGTM-AB12CDx UA-12345-1";
    expect(analyticsTagIds(setting(head))).toEqual({ containers: [], measurements: [] });
  });

  it('takes at most three ids of each kind, each once', () => {
    const head = 'GTM-AAAA1 GTM-AAAA1 GTM-BBBB2 GTM-CCCC3 GTM-DDDD4 G-AAAAAA1 G-AAAAAA1';
    expect(analyticsTagIds(setting(head))).toEqual({
      containers: ['GTM-AAAA1', 'GTM-BBBB2', 'GTM-CCCC3'],
      measurements: ['G-AAAAAA1'],
    });
  });
});
