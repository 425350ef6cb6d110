import { useId, type ReactNode } from 'react';
import { Card } from '../../components/ui/Card';
import { MemberForm, type MemberFormProps } from './MemberForm';
import './membership.css';

/** Props of `MemberFormPage`: the form's, and the page's title, intro and footer. */
export interface MemberFormPageProps extends Omit<MemberFormProps, 'labelledBy' | 'submitVariant'> {
  title: string;
  intro?: ReactNode;
  /** What comes before the form in its card (the social sign-in buttons). */
  lead?: ReactNode;
  /** Links under the form (forgotten password, sign-up). */
  footer?: ReactNode;
}

/**
 * The frame of a member screen that is one form (sign-in, sign-up, password reset): the title, an intro,
 * then in one card what leads to the form, the form (`MemberForm`) and the links under it.
 *
 * @example
 * ```tsx
 * <MemberFormPage title={text.signInTitle} submitLabel={text.signInSubmit} sendingLabel={text.signInSending}
 *   sending={signIn.isPending} problems={[]} attempt={0} refusal={null} onSubmit={send}>
 *   <TextField label={text.memberEmail} … />
 * </MemberFormPage>
 * ```
 */
export function MemberFormPage({ title, intro, lead, footer, ...form }: MemberFormPageProps) {
  const id = useId();
  return (
    <section className="sk-page sk-page-narrow sk-member-page" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {intro !== undefined && <p>{intro}</p>}
      <Card className="sk-stack">
        {lead}
        <MemberForm labelledBy={`${id}-title`} {...form} />
        {footer}
      </Card>
    </section>
  );
}
