import { useStaykitLocale } from '@staykit/react';
import { useEffect } from 'react';
import { htmlLang, textDirection } from '../i18n/messages';

/** Keeps `<html lang>` and `dir` on the guest's locale (right to left for Arabic); renders nothing. */
export function DocumentLanguage() {
  const { locale } = useStaykitLocale();
  useEffect(() => {
    document.documentElement.lang = htmlLang(locale);
    document.documentElement.dir = textDirection(locale);
  }, [locale]);
  return null;
}
