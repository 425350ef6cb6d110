import type { MemberCatalogue } from '../../messages';

/** 日本語 UI text (ja) of the member area: sign-in, sign-up, the membership confirmation and the password reset (loaded with the first of those screens). */
export const member: MemberCatalogue = {
  signInTitle: 'ログイン',
  signInIntro: '{brand}の会員登録のメールアドレスとパスワードでログインしてください。',
  signInSubmit: 'ログイン',
  signInSending: 'ログインしています…',
  signInForgotPassword: 'パスワードをお忘れの方',
  signInNoAccount: '会員でない方は、こちらから会員登録してください。',
  signInNotOffered: 'このホテルでは会員ログインをご利用いただけません。',
  organizationSignInTitle: '法人ログイン',
  organizationSignInIntro:
    '{brand}でご利用の法人アカウントのメールアドレスとパスワードでログインしてください。',
  signInCorporateLink: '法人のお客様のログイン',
  signOutWorking: 'ログアウトしています…',
  memberEmail: 'メールアドレス',
  memberEmailConfirmation: 'メールアドレス（確認用）',
  memberPassword: 'パスワード',
  memberPasswordConfirmation: 'パスワード（確認用）',
  memberNewPassword: '新しいパスワード',
  memberNewPasswordConfirmation: '新しいパスワード（確認用）',
  memberPasswordRules: '{min}文字以上で、英大文字・英小文字・数字をそれぞれ1文字以上含めてください。',
  memberNewPasswordRules:
    '{min}文字以上で、英大文字・英小文字・数字・記号（!や#など）をそれぞれ1文字以上含めてください。',
  memberPasswordWeak: 'このパスワードは上記の条件を満たしていません。',
  memberPasswordMismatch: 'パスワードが一致しません。',
  memberEmailMismatch: 'メールアドレスが一致しません。',
  memberFirstName: '名',
  memberLastName: '姓',
  memberFieldRequired: 'この項目を入力してください。',
  memberFieldInvalid: 'この項目をご確認ください。',
  memberErrorSummaryItem: '{field}：{problem}',
  memberFormProblemsTitle: '入力内容をご確認ください',
  memberBackToSearch: '客室検索に戻る',
  memberGoToSignIn: 'ログイン画面へ',
  signUpTitle: '会員登録',
  signUpIntro:
    '{brand}の会員はログインすると会員料金でご予約いただけます。メールアドレスの確認のため、リンクをメールでお送りします。',
  signUpTerms: '{brand}の会員規約に同意します。',
  signUpTermsField: '会員規約',
  signUpTermsRequired: '会員登録には会員規約への同意が必要です。',
  signUpPromotions: '{brand}からのお得な情報をメールで受け取る',
  signUpSubmit: '会員登録する',
  signUpSending: '会員登録しています…',
  signUpResultTitle: 'メールをご確認ください',
  signUpResultBody:
    '{email}宛てにリンクをお送りしました。24時間以内にリンクを開いて会員登録を完了すると、ログインできるようになります。',
  signUpResultNoEmail:
    'リンクをメールでお送りしました。24時間以内にリンクを開いて会員登録を完了すると、ログインできるようになります。',
  signUpResultResend: 'リンクを再送する',
  signUpResultResent: 'リンクを再送しました。届くまで最大10分ほどかかる場合があります。',
  memberConfirmationTitle: '会員登録の確認',
  memberConfirmationWorking: 'メールアドレスを確認しています…',
  memberConfirmationDone: '会員登録が完了しました。ログインできます。',
  memberConfirmationEmailDone:
    '新しいメールアドレスが確認されました。今後はこのメールアドレスでログインしてください。',
  memberConfirmationNoToken: 'このページは確認メールのリンクから開いてください。',
  resendConfirmationTitle: '確認メールの再送',
  resendConfirmationIntro:
    '会員登録したメールアドレスを入力してください。会員登録を確認するための新しいリンクをお送りします。',
  resendConfirmationSubmit: 'リンクを送信',
  resendConfirmationSending: '送信しています…',
  resendConfirmationSent:
    '{email}宛てに新しいリンクをお送りしました。リンクの有効期限は24時間です。メールが届くまで最大10分ほどかかる場合があります。',
  memberResendLink: '確認用のリンクを再送する',
  forgotPasswordTitle: 'パスワードの再設定',
  forgotPasswordIntro:
    '会員登録のメールアドレスを入力してください。新しいパスワードを設定するためのリンクをお送りします。',
  forgotPasswordSubmit: 'リンクを送信',
  forgotPasswordSending: '送信しています…',
  forgotPasswordSent:
    '{email}で会員登録されている場合、新しいパスワードを設定するためのリンクをお送りします。リンクの有効期限は1時間です。メールが届くまで最大10分ほどかかる場合があります。',
  changePasswordTitle: '新しいパスワードの設定',
  changePasswordSubmit: '新しいパスワードを保存',
  changePasswordSending: '保存しています…',
  changePasswordDone: 'パスワードを変更しました。新しいパスワードでログインしてください。',
  changePasswordNoToken: 'このページはパスワード再設定メールのリンクから開いてください。',
};
