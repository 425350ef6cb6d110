import { SegmentedTabs } from '../../components/ui/SegmentedTabs';
import { useMessages } from '../../i18n/useMessages';
import { ACCOUNT_SECTIONS, accountPath, type AccountSection } from './accountSections';

/** Props of `AccountSections`. */
export interface AccountSectionsProps {
  hotelCode: string;
  current: AccountSection;
  /** The sections this member has (points only with a usable point programme, say). */
  shown: ReadonlySet<AccountSection>;
}

/**
 * The account's navigation: one link per section the member has, the current one marked for screen
 * readers (`aria-current="page"`).
 *
 * @example
 * ```tsx
 * <AccountSections hotelCode="demo-tokyo" current="points" shown={new Set(['profile', 'points'])} />
 * ```
 */
export function AccountSections({ hotelCode, current, shown }: AccountSectionsProps) {
  const text = useMessages();
  return (
    <SegmentedTabs
      label={text.accountSectionsLabel}
      tabs={ACCOUNT_SECTIONS.filter(([section]) => shown.has(section)).map(([section, label]) => ({
        key: section,
        label: text[label],
        to: accountPath(section, hotelCode),
        current: section === current,
      }))}
    />
  );
}
