import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLanguageSwitch } from '../../lib/i18n/language-switch';
import { LANGUAGES, type Language } from '../../lib/i18n/locales';

/**
 * The languages under the sign-in form, each by its own name: someone whose browser asks for
 * another language can read the page before signing in. Signed in, the user menu offers the same.
 */
export function LanguageChoice() {
  const { t, i18n } = useLingui();
  const { switchTo } = useLanguageSwitch();
  const [failed, setFailed] = useState(false);
  return (
    <Stack component="nav" aria-label={t`Language`} spacing={0.5} sx={{ alignItems: 'center' }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
        {(Object.keys(LANGUAGES) as Language[]).map((language) => (
          <Button
            key={language}
            size="small"
            lang={language}
            aria-pressed={language === i18n.locale}
            // The language in use reads as the current one, not as one that cannot be had.
            color={language === i18n.locale ? 'inherit' : 'primary'}
            onClick={() => {
              if (language === i18n.locale) return;
              setFailed(false);
              switchTo(language).catch(() => setFailed(true));
            }}
          >
            {LANGUAGES[language]}
          </Button>
        ))}
      </Stack>
      {failed && (
        <Typography variant="body2" color="error" role="alert">
          <Trans>That language could not be loaded. Check your connection and try again.</Trans>
        </Typography>
      )}
    </Stack>
  );
}
