import { describe, expect, it } from 'vitest';
import { RECEIPT_RETRIES, receiptRefusalKey, retryReceipt } from './receiptRefusal';

describe('retryReceipt', () => {
  it('asks again only while the document is being prepared, a few times', () => {
    expect(retryReceipt(0, { code: '1200' })).toBe(true);
    expect(retryReceipt(RECEIPT_RETRIES - 1, { code: '1200' })).toBe(true);
    expect(retryReceipt(RECEIPT_RETRIES, { code: '1200' })).toBe(false);
    expect(retryReceipt(0, { code: '1250' })).toBe(false);
    expect(retryReceipt(0, { code: 'network_error' })).toBe(false);
  });
});

describe('receiptRefusalKey', () => {
  it('has the receipt’s own words for 1200, 1250 and 1252, and leaves the rest to the SDK', () => {
    expect(receiptRefusalKey('1200')).toBe('receiptPreparing');
    expect(receiptRefusalKey('1250')).toBe('receiptLinkExpired');
    expect(receiptRefusalKey('1252')).toBe('receiptGone');
    expect(receiptRefusalKey('reservation_access_denied')).toBeNull();
  });
});
