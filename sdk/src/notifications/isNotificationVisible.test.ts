import { describe, expect, it } from 'vitest';
import { isNotificationVisible } from './isNotificationVisible';
import type { NotificationViewer, VisibilityTarget } from './isNotificationVisible';

const guest: NotificationViewer = { hotelId: 12 };
const member: NotificationViewer = { hotelId: 12, programId: 3, rankId: 7 };
const corporate: NotificationViewer = { hotelId: 12, programId: 3, rankId: 7, organizationId: 40 };
const everyone: VisibilityTarget = { labels: ['all_users'] };

describe('isNotificationVisible: display dates', () => {
  const april: VisibilityTarget = {
    ...everyone,
    display_start_date: '2025-04-01',
    display_end_date: '2025-04-30',
  };

  it.each([
    ['2025-03-31', false],
    ['2025-04-01', true],
    ['2025-04-15', true],
    ['2025-04-30', true],
    ['2025-05-01', false],
  ])('with a window of April, check-in %s shows it: %s', (checkin, shown) => {
    expect(isNotificationVisible(april, guest, checkin)).toBe(shown);
  });

  it.each([
    ['only a start date', { display_start_date: '2025-04-01' }, '2030-01-01', true],
    ['only a start date, before it', { display_start_date: '2025-04-01' }, '2025-03-31', false],
    ['only an end date', { display_end_date: '2025-04-30', display_start_date: null }, '2020-01-01', true],
    ['only an end date, after it', { display_end_date: '2025-04-30' }, '2025-05-01', false],
    ['no dates', { display_start_date: null, display_end_date: null }, '2025-05-01', true],
  ])('with %s (check-in %s): %s', (_label, dates, checkin, shown) => {
    expect(isNotificationVisible({ ...everyone, ...dates }, guest, checkin)).toBe(shown);
  });

  it('hides a dated notification when there is no check-in, and shows an undated one', () => {
    expect(isNotificationVisible(april, guest, undefined)).toBe(false);
    expect(isNotificationVisible(everyone, guest, null)).toBe(true);
  });
});

describe('isNotificationVisible: labels', () => {
  it.each([
    ['all_users', guest, true],
    ['place', guest, true],
    ['membership_program_3', member, true],
    ['membership_program_3', guest, false],
    ['membership_program_4', member, false],
    ['membership_rank_7', member, true],
    ['membership_rank_8', member, false],
    ['rank_all', member, true],
    ['rank_all', guest, false],
    ['membership_organization_40', corporate, true],
    ['membership_organization_41', corporate, false],
    ['organization_all', corporate, true],
    ['organization_all', member, false],
  ])('label %s for viewer %o: shown %s', (label, viewer, shown) => {
    expect(isNotificationVisible({ labels: [label] }, viewer, '2025-04-01')).toBe(shown);
  });

  it('shows it when any one label matches', () => {
    const target = { labels: ['membership_rank_9', 'organization_all', 'membership_program_3'] };
    expect(isNotificationVisible(target, member, '2025-04-01')).toBe(true);
    expect(isNotificationVisible(target, guest, '2025-04-01')).toBe(false);
  });

  it('shows a notification without audience labels to everyone', () => {
    expect(isNotificationVisible({ labels: [] }, guest, '2025-04-01')).toBe(true);
    expect(isNotificationVisible({}, guest, '2025-04-01')).toBe(true);
  });

  it('matches string and numeric ids alike', () => {
    expect(
      isNotificationVisible({ labels: ['membership_program_3'] }, { hotelId: '12', programId: '3' }, null),
    ).toBe(true);
  });
});

describe('isNotificationVisible: brand notifications', () => {
  it.each([
    [['all_users', 'target_all_facilities'], true],
    [['all_users', 'target_facility_12'], true],
    [['all_users', 'target_facility_13'], false],
    [['all_users'], false],
    [['target_facility_12'], true],
  ])('labels %o at facility 12: shown %s', (labels, shown) => {
    expect(isNotificationVisible({ labels, ownable_type: 'hotel_brand' }, guest, '2025-04-01')).toBe(shown);
  });

  it('still needs an audience match at a targeted facility', () => {
    const target = { labels: ['membership_rank_7', 'target_all_facilities'], ownable_type: 'hotel_brand' };
    expect(isNotificationVisible(target, member, '2025-04-01')).toBe(true);
    expect(isNotificationVisible(target, guest, '2025-04-01')).toBe(false);
  });

  it('does not ask a hotel notification for a facility label', () => {
    expect(isNotificationVisible({ labels: ['all_users'], ownable_type: 'hotel' }, guest, '2025-04-01')).toBe(
      true,
    );
  });
});
