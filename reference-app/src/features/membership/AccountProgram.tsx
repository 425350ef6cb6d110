import {
  useBrandMembershipPrograms,
  usePrograms,
  useSetupMembership,
  useSwitchMembership,
} from '@staykit/react';
import { programCompanions, type components } from '@staykit/sdk';
import { useId, useState, type ReactNode } from 'react';
import { Card } from '../../components/ui/Card';
import { Checkbox } from '../../components/ui/Checkbox';
import { Spinner } from '../../components/Spinner';
import { SelectField } from '../../components/ui/SelectField';
import { useMessages } from '../../i18n/useMessages';
import { intlDateLocale } from '../../lib/calendarMonth';
import { AccountFormCard, type AccountSectionProps } from './AccountFormCard';
import { sendState } from './sendState';

type Schemas = components['schemas'];

/** Props of `AccountProgram`. */
export interface AccountProgramProps extends AccountSectionProps {
  /** The programme the member is signed in to; null while it loads (after a switch too). */
  program: Schemas['MembershipProgram'] | null;
  /** The member's other programmes (the session's `non_signed_in_program_ids`). */
  otherProgramIds: readonly number[];
  /** The session moved to another programme: the app makes it the widget's (its token, its programme). */
  onSwitched: (session: Schemas['MembershipSession']) => void;
  /** The hotel's brand, whose programmes the member may join (`joinable`). */
  brandId: number;
}

/**
 * The account page's membership programme: the programme the member is signed in to and its companions
 * (`programCompanions`), and, for a member of several, the switch to another (`switchMembership`), after
 * which prices, points and companions follow the new programme; then the brand's programmes the member may
 * still join (`setupMembership`).
 *
 * @example
 * ```tsx
 * <AccountProgram hotelId={101} locale="en" program={program} otherProgramIds={[4]} onSwitched={store} />
 * ```
 */
export function AccountProgram(props: AccountProgramProps) {
  const text = useMessages();
  const id = useId();
  const facts = props.program ? <ProgramFacts program={props.program} locale={props.locale} /> : <Spinner />;
  return (
    <>
      {props.otherProgramIds.length === 0 ? (
        <Card as="section" className="sk-stack" aria-labelledby={`${id}-title`}>
          <h3 id={`${id}-title`}>{text.accountProgramTitle}</h3>
          {facts}
        </Card>
      ) : (
        <ProgramSwitch {...props}>{facts}</ProgramSwitch>
      )}
      <ProgramJoin {...props} />
    </>
  );
}

/**
 * The brand's programmes the member may join (`joinable`, not held yet): one is chosen, its terms
 * accepted, and the member joins it (`setupMembership`); the session then moves to it, as after a switch.
 */
function ProgramJoin({
  hotelId,
  brandId,
  locale,
  program,
  otherProgramIds,
  onSwitched,
}: AccountProgramProps) {
  const text = useMessages();
  const id = useId();
  const programs = useBrandMembershipPrograms({ params: { path: { brand_id: brandId } } });
  const join = useSetupMembership({ onSuccess: ({ data }) => onSwitched(data) });
  const [chosen, setChosen] = useState<number | null>(null);
  const [accepted, setAccepted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const held = new Set([program?.id, ...otherProgramIds]);
  const joinable = (programs.data?.data ?? []).filter(
    (offered) => offered.joinable === true && !held.has(offered.id),
  );
  const target = joinable.find((offered) => offered.id === chosen)?.id ?? joinable[0]?.id ?? null;
  const joined = join.isSuccess && program !== null && join.data.data.program_id === program.id;
  if (joinable.length === 0 && !joined) return null;
  const problems =
    attempt > 0 && !accepted
      ? [{ fieldId: `${id}-terms`, message: text.accountProgramJoinTermsRequired }]
      : [];
  return (
    <AccountFormCard
      title={text.accountProgramJoinTitle}
      submitLabel={text.accountProgramJoinSubmit}
      sendingLabel={text.accountProgramSwitchSending}
      {...sendState(join, locale)}
      problems={problems}
      attempt={attempt}
      done={joined ? text.format('accountProgramJoined', { program: program.name }) : null}
      onSubmit={() => {
        setAttempt((count) => count + 1);
        if (target === null || !accepted) return;
        join.mutate({
          params: { path: { hotel_id: hotelId } },
          body: { program_id: target, terms_accepted: true },
        });
      }}
    >
      <SelectField
        id={`${id}-program`}
        label={text.accountProgramJoinLabel}
        value={target ?? ''}
        onChange={(event) => setChosen(Number(event.target.value))}
      >
        {joinable.map((offered) => (
          <option key={offered.id} value={offered.id}>
            {offered.name}
          </option>
        ))}
      </SelectField>
      <Checkbox
        id={`${id}-terms`}
        label={text.accountProgramJoinTerms}
        checked={accepted}
        onChange={(event) => setAccepted(event.target.checked)}
        error={problems[0]?.message}
      />
    </AccountFormCard>
  );
}

function ProgramFacts({ program, locale }: { program: Schemas['MembershipProgram']; locale: string }) {
  const text = useMessages();
  const { adult, kid } = programCompanions(program);
  const companions = [adult, kid].flatMap((tier) => (tier ? [tier.name] : []));
  // A list in the guest's language: "A, B" in English, "A、B" in Japanese.
  const list = new Intl.ListFormat(intlDateLocale(locale), { type: 'unit', style: 'short' });
  return (
    <dl className="sk-facts">
      <div>
        <dt>{text.accountProgramCurrent}</dt>
        <dd>{program.name}</dd>
      </div>
      {companions.length > 0 && (
        <div>
          <dt>{text.accountProgramCompanions}</dt>
          <dd>{list.format(companions)}</dd>
        </div>
      )}
    </dl>
  );
}

function ProgramSwitch({
  hotelId,
  locale,
  program,
  otherProgramIds,
  onSwitched,
  children,
}: AccountProgramProps & { children: ReactNode }) {
  const text = useMessages();
  const id = useId();
  const others = usePrograms({ params: { query: { ids: otherProgramIds.join(',') } } });
  const switcher = useSwitchMembership({ onSuccess: ({ data }) => onSwitched(data) });
  const choices = others.data?.data ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  // After a switch the list names other programmes: a choice no longer in it falls back to the first.
  const target = choices.find((other) => other.id === chosen)?.id ?? choices[0]?.id ?? null;
  // Said once the programme switched to has loaded as the signed-in one.
  const switched = switcher.isSuccess && program !== null && switcher.data.data.program_id === program.id;
  return (
    <AccountFormCard
      title={text.accountProgramTitle}
      submitLabel={text.accountProgramSwitchSubmit}
      sendingLabel={text.accountProgramSwitchSending}
      {...sendState(switcher, locale)}
      problems={[]}
      attempt={0}
      done={switched ? text.format('accountProgramSwitched', { program: program.name }) : null}
      keepForm
      onSubmit={() => {
        if (target !== null) {
          switcher.mutate({ params: { path: { hotel_id: hotelId } }, body: { program_id: target } });
        }
      }}
    >
      {children}
      <SelectField
        id={`${id}-program`}
        label={text.accountProgramSwitchLabel}
        value={target ?? ''}
        disabled={choices.length === 0}
        onChange={(event) => setChosen(Number(event.target.value))}
      >
        {choices.map((other) => (
          <option key={other.id} value={other.id}>
            {other.name}
          </option>
        ))}
      </SelectField>
    </AccountFormCard>
  );
}
