import type { ReactNode, RefObject } from 'react';
import { Trans } from '@lingui/react/macro';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

/**
 * The filter panel's heading and what is applied. On a phone it is the toggle that opens the
 * panel, so six comboboxes do not push the figures a screen down.
 */
export function FiltersHeading({
  narrow,
  opened,
  onToggle,
  toggleRef,
  bodyId,
  status,
}: {
  narrow: boolean;
  opened: boolean;
  onToggle: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
  bodyId: string;
  status: ReactNode;
}) {
  return narrow ? (
    <Typography id="filters-heading" variant="h3" component="h2">
      <ButtonBase
        ref={toggleRef}
        aria-expanded={opened}
        aria-controls={bodyId}
        onClick={onToggle}
        sx={{
          width: '100%',
          justifyContent: 'space-between',
          gap: 1,
          font: 'inherit',
          textAlign: 'left',
          borderRadius: 1,
        }}
      >
        <Trans>Filters</Trans>
        <Stack direction="row" component="span" sx={{ alignItems: 'center', gap: 0.5 }}>
          <Typography variant="body2" color="textSecondary" component="span">
            {status}
          </Typography>
          <ExpandMoreIcon
            sx={(theme) => ({
              transform: opened ? 'rotate(180deg)' : 'none',
              transition: theme.transitions.create('transform'),
            })}
          />
        </Stack>
      </ButtonBase>
    </Typography>
  ) : (
    <Stack
      direction="row"
      sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1.5, gap: 1 }}
    >
      <Typography id="filters-heading" variant="h3" component="h2">
        <Trans>Filters</Trans>
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {status}
      </Typography>
    </Stack>
  );
}
