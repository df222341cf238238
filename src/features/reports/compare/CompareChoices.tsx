import { Trans, useLingui } from '@lingui/react/macro';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { GroupBadge } from '../results/GroupBadge';
import type { FilterSelection } from '../shared/report-view';
import { GroupFilterFields } from './GroupFilterFields';

type Filterable = Parameters<typeof GroupFilterFields>[0]['filterables'][number];

/** What group B is: other filters, another configuration of this report, or another report. */
export type Kind = 'filters' | 'configuration' | 'report';

/** Group A, in words: what the page shows. */
export function GroupALine({
  configurationName,
  filterWords,
}: {
  configurationName: string;
  filterWords: string[];
}) {
  const aConfigurationName = configurationName;
  const aFilterList = filterWords.join('; ');
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <GroupBadge group="A" />
      <Typography variant="body2">
        {filterWords.length > 0 ? (
          <Trans>
            <strong>Group A</strong> is what the page shows: {aConfigurationName}, {aFilterList}.
          </Trans>
        ) : (
          <Trans>
            <strong>Group A</strong> is what the page shows: {aConfigurationName}, no filters.
          </Trans>
        )}
      </Typography>
    </Stack>
  );
}

/** The choice of what group B is; another configuration only where the report has two. */
export function KindChoice({
  kind,
  onChange,
  configurationName,
  configurations,
}: {
  kind: Kind;
  onChange: (kind: Kind) => void;
  configurationName: string;
  /** How many configurations this report has. */
  configurations: number;
}) {
  const { t } = useLingui();
  const aConfigurationName = configurationName;
  return (
    <FormControl>
      <FormLabel id="compare-kind" sx={{ color: 'text.primary', fontWeight: 600 }}>
        <Trans>Group B is</Trans>
      </FormLabel>
      <RadioGroup
        aria-labelledby="compare-kind"
        value={kind}
        onChange={(event) => onChange(event.target.value as Kind)}
      >
        <FormControlLabel
          value="filters"
          control={<Radio />}
          label={t`Other filters on “${aConfigurationName}”`}
        />
        <FormControlLabel
          value="configuration"
          control={<Radio />}
          label={t`Another configuration of this report`}
          disabled={configurations < 2}
        />
        <FormControlLabel value="report" control={<Radio />} label={t`Another report`} />
      </RadioGroup>
    </FormControl>
  );
}

/** Group B's filters, and a word when they would make the same group as A. */
export function GroupBFilters({
  filterables,
  selection,
  onChange,
  sameAsA,
}: {
  filterables: readonly Filterable[];
  selection: FilterSelection;
  onChange: (selection: FilterSelection) => void;
  sameAsA: boolean;
}) {
  const { t } = useLingui();
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="p">
        <Trans>Group B’s filters</Trans>
      </Typography>
      <GroupFilterFields
        filterables={filterables}
        selection={selection}
        onChange={onChange}
        group={t`Group B`}
      />
      {sameAsA && (
        <Typography variant="body2" color="textSecondary" data-testid="same-as-a">
          <Trans>Choose filters that differ from group A’s: these would make the same group.</Trans>
        </Typography>
      )}
    </Stack>
  );
}

/** Group B's configuration, another of this report (group A's is marked). */
export function ConfigurationChoice({
  value,
  onChange,
  configurations,
  aConfigurationId,
}: {
  value: string;
  onChange: (id: string) => void;
  configurations: readonly { id: string; name: string }[];
  aConfigurationId: string;
}) {
  const { t } = useLingui();
  return (
    <TextField
      select
      size="small"
      label={t`Group B: configuration`}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {configurations.map(({ id, name }) => (
        <MenuItem key={id} value={id}>
          {id === aConfigurationId ? t`${name} (group A’s)` : name}
        </MenuItem>
      ))}
    </TextField>
  );
}
