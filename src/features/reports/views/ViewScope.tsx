import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import type { SavedViewScope, ViewStore } from '../../../queries/saved-views';

/**
 * Who sees a view about to be saved: a choice where the service keeps views; where this browser
 * keeps them, only its user, said once. Nothing until the store is known.
 */
export function ViewScope({
  store,
  scope,
  onScope,
  organizationName,
}: {
  store: ViewStore | undefined;
  scope: SavedViewScope;
  onScope: (scope: SavedViewScope) => void;
  organizationName: string | null | undefined;
}) {
  const { t } = useLingui();
  return store === 'service' ? (
    <Stack>
      <FormLabel id="view-scope">
        <Trans>Who sees it</Trans>
      </FormLabel>
      <RadioGroup
        aria-labelledby="view-scope"
        value={scope}
        onChange={(event) => onScope(event.target.value as SavedViewScope)}
      >
        <FormControlLabel value="private" control={<Radio />} label={t`Only me`} />
        <FormControlLabel
          value="organization"
          control={<Radio />}
          label={
            organizationName
              ? t`Everyone in ${organizationName} who can open this report`
              : t`Everyone in my organization who can open this report`
          }
        />
      </RadioGroup>
    </Stack>
  ) : store === 'browser' ? (
    <Alert severity="info" variant="outlined">
      <Trans>
        This service does not keep saved views: this one is kept in this browser only, and only you
        see it.
      </Trans>
    </Alert>
  ) : null;
}
