// The member screens load as one chunk: they are used together (sign-in leads to sign-up and the password
// reset), and one dynamic import instead of six keeps the first route's import map small.
export { AccountRoute, MemberDeletedRoute } from './AccountRoute';
export { ChangePasswordRoute } from './ChangePasswordRoute';
export { ForgotPasswordRoute } from './ForgotPasswordRoute';
export { IframeLiffTokenRoute } from './IframeLiffTokenRoute';
export { IframeTokenRoute } from './IframeTokenRoute';
export {
  LotteryCompleteRoute,
  LotteryEntryRoute,
  LotteryGuestDetailRoute,
  LotteryIncompleteRoute,
} from './LotteryRoutes';
export { MemberConfirmationRoute } from './MemberConfirmationRoute';
export { OrganizationAdminRoute } from './OrganizationAdminRoute';
export { ResendConfirmationRoute } from './ResendConfirmationRoute';
export { ChatSignInRoute, OrganizationSignInRoute, SignInRoute } from './SignInRoute';
export { SignOutRoute } from './SignOutRoute';
export { SsoCallbackRoute } from './SsoCallbackRoute';
export {
  ChatSignUpDoneRoute,
  ChatSignUpResultRoute,
  SignUpDoneRoute,
  SignUpResultRoute,
} from './SignUpResultRoute';
export { ChatSignUpFormRoute, ChatSignUpRoute, SignUpRoute } from './SignUpRoute';
