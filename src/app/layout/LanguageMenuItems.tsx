import { useEffect, useState } from 'react';
import { useLingui as useLinguiContext } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import CheckIcon from '@mui/icons-material/Check';
import { useNotify } from '../../components/notifications';
import { LANGUAGES, type AppLocale, type Language } from '../../lib/i18n/locales';
import { useLanguageSwitch } from '../../lib/i18n/language-switch';

/** The pseudo-locale is offered while developing only; anywhere, `pulse.locale` can still pick it. */
const CHOICES = [
  ...(Object.keys(LANGUAGES) as Language[]).map((locale) => ({
    locale: locale as AppLocale,
    name: LANGUAGES[locale],
  })),
  ...(import.meta.env.DEV ? [{ locale: 'pseudo' as AppLocale, name: 'Ƥšéûđö' }] : []),
];

/**
 * The user menu's language choice: each language by its own name, the one in use ticked. The other
 * languages' catalogs, and the page's sentences from the service in them, are fetched as the menu
 * opens, so a pick waits only for the redraw.
 */
export function LanguageMenuItems({ onPicked }: { onPicked: () => void }) {
  const { i18n } = useLinguiContext();
  const { t } = useLingui();
  const notify = useNotify();
  const { switchTo, prepare } = useLanguageSwitch();
  const [pending, setPending] = useState<AppLocale | null>(null);
  const current = i18n.locale;

  useEffect(() => {
    for (const { locale } of CHOICES) if (locale !== current) prepare(locale);
  }, [prepare, current]);

  const pick = (locale: AppLocale) => {
    if (locale === i18n.locale) return onPicked();
    setPending(locale);
    switchTo(locale).then(onPicked, () => {
      setPending(null);
      notify(t`That language could not be loaded. Check your connection and try again.`, 'error');
    });
  };

  return [
    <ListSubheader key="heading" sx={{ lineHeight: 2.5 }}>
      <Trans>Language</Trans>
    </ListSubheader>,
    ...CHOICES.map(({ locale, name }) => (
      <MenuItem
        key={locale}
        lang={locale === 'pseudo' ? undefined : locale}
        selected={locale === i18n.locale}
        disabled={pending !== null}
        onClick={() => pick(locale)}
      >
        <ListItemIcon>{locale === i18n.locale && <CheckIcon fontSize="small" />}</ListItemIcon>
        <ListItemText>{name}</ListItemText>
      </MenuItem>
    )),
  ];
}
