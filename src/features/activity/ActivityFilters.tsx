import { useId, useState } from 'react';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOffOutlined';
import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ActivityActor } from '../../queries/activity';
import { i18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatInteger } from '../../lib/format';
import {
  ACTION_GROUPS,
  ACTIVITY_TARGET_TYPES,
  actionLabel,
  targetTypeLabel,
} from './activity-labels';
import { activeFilters, rangeIsReversed, type ActivityUrlFilters } from './activity-list-params';

/** A URL parameter's new value: null removes it. */
export type FilterChange = Partial<
  Record<'actor' | 'action' | 'target' | 'from' | 'to', string | null>
>;

interface ActivityFiltersProps {
  filters: ActivityUrlFilters;
  /** The people to offer; the one the URL names is offered even when they are not among them. */
  actors: readonly ActivityActor[];
  onChange: (change: FilterChange) => void;
  onReset: () => void;
  /**
   * On a phone the five fields would fill the first screen before a single entry: they fold
   * away behind a "Filters" button that says how many are in use.
   */
  folded: boolean;
}

const ANY = '';

/** A select that shows its "any" choice ("Everyone") rather than an empty field. */
const SELECT_PROPS = {
  select: { displayEmpty: true },
  inputLabel: { shrink: true },
} as const;

export function ActivityFilters({
  filters,
  actors,
  onChange,
  onReset,
  folded,
}: ActivityFiltersProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const set = (name: keyof FilterChange) => (event: { target: { value: string } }) =>
    onChange({ [name]: event.target.value === ANY ? null : event.target.value });
  const reversed = rangeIsReversed(filters);
  const active = activeFilters(filters);
  const activeCount = formatInteger(active);

  const reset = (
    <Button
      startIcon={<FilterAltOffIcon />}
      onClick={onReset}
      disabled={active === 0}
      sx={{
        justifySelf: 'start',
        whiteSpace: 'nowrap',
        // As tall as the small fields beside it.
        minHeight: (theme) => theme.spacing(5),
      }}
    >
      <Trans>Reset filters</Trans>
    </Button>
  );

  const fields = (
    <Box
      id={panelId}
      role="group"
      aria-label={t`Filters`}
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'start',
        // Folded (a phone): each select on its own line, the two days side by side. Wider: the
        // selects on one line, the range and the reset under them; widest, all on one line.
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 1fr)) repeat(2, minmax(10.5rem, 0.8fr)) auto',
        },
        '& .select': { gridColumn: { xs: 'span 2', sm: 'auto' } },
      }}
    >
      <PersonSelect value={filters.actor} actors={actors} onChange={set('actor')} />
      <ActionSelect value={filters.action} onChange={set('action')} />

      <TextField
        select
        size="small"
        label={t`Target`}
        className="select"
        value={filters.targetType ?? ANY}
        onChange={set('target')}
        slotProps={SELECT_PROPS}
      >
        <MenuItem value={ANY}>
          <Trans>Anything</Trans>
        </MenuItem>
        {ACTIVITY_TARGET_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {targetTypeLabel(type)}
          </MenuItem>
        ))}
      </TextField>

      <TextField
        type="date"
        size="small"
        label={t({ message: 'From', context: 'first day of a date range' })}
        value={filters.from ?? ''}
        onChange={set('from')}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { max: filters.to ?? undefined },
        }}
      />
      <TextField
        type="date"
        size="small"
        label={t({ message: 'To', context: 'last day of a date range' })}
        value={filters.to ?? ''}
        onChange={set('to')}
        error={reversed}
        helperText={reversed ? t`Before the start date` : undefined}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: filters.from ?? undefined },
        }}
      />

      {!folded && reset}
    </Box>
  );

  if (!folded) return fields;
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Button
          startIcon={<FilterListIcon />}
          endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((current) => !current)}
        >
          {active > 0 ? t`Filters (${activeCount})` : t`Filters`}
        </Button>
        {reset}
      </Stack>
      <Collapse in={open}>
        <Box sx={{ pt: 2 }}>{fields}</Box>
      </Collapse>
    </Box>
  );
}

type SelectChange = (event: { target: { value: string } }) => void;

/** Everyone who signed in lately, and the one a link names when the list has not seen them. */
function PersonSelect({
  value,
  actors,
  onChange,
}: {
  value: string | null;
  actors: ActivityFiltersProps['actors'];
  onChange: SelectChange;
}) {
  const { t } = useLingui();
  const known = value === null || actors.some((a) => a.id === value);
  return (
    <TextField
      select
      size="small"
      label={t`Person`}
      className="select"
      value={value ?? ANY}
      onChange={onChange}
      slotProps={SELECT_PROPS}
    >
      <MenuItem value={ANY}>
        <Trans>Everyone</Trans>
      </MenuItem>
      {!known && value && (
        // A link may name someone the list has not seen (their sign-ins are older).
        <MenuItem value={value}>
          <Trans>Selected person</Trans>
        </MenuItem>
      )}
      {actors.map((actor) => (
        <MenuItem key={actor.id} value={actor.id}>
          {actor.name.trim() || t`Unnamed person`}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The actions, grouped by what they act on. */
function ActionSelect({ value, onChange }: { value: string | null; onChange: SelectChange }) {
  const { t } = useLingui();
  return (
    <TextField
      select
      size="small"
      label={t`Action`}
      className="select"
      value={value ?? ANY}
      onChange={onChange}
      slotProps={SELECT_PROPS}
    >
      <MenuItem value={ANY}>
        <Trans>Every action</Trans>
      </MenuItem>
      {/* Select reads its options from its direct children: a flat list, not fragments. */}
      {ACTION_GROUPS.flatMap((group) => [
        <ListSubheader key={`group-${group.actions[0]}`}>{i18n._(group.label)}</ListSubheader>,
        ...group.actions.map((action) => (
          <MenuItem key={action} value={action} sx={{ pl: 3 }}>
            {actionLabel(action)}
          </MenuItem>
        )),
      ])}
    </TextField>
  );
}
