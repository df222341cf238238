import { memo, useId, useRef, useState, type ReactNode } from 'react';
import { t } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { components } from '../../../api/schema.gen';
import { filterDraftOf, selectionToFilters, type ReportFilterItem } from '../shared/report-view';
import { sameFilters, useFilterDraft } from '../shared/use-filter-draft';
import { FilterFields } from './FilterFields';
import { FiltersHeading } from './FiltersHeading';

type Filterable = components['schemas']['Filterable'];
type ConfigurationFilter = components['schemas']['ConfigurationFilter'];

/** "Region: Europe, Asia"; an operator other than the usual `in` is named. */
function describePreset({ filterable, operator, value }: ConfigurationFilter): string {
  const values = Array.isArray(value) ? value.map(String).join(', ') : JSON.stringify(value);
  // No words of the dashboard's own: the operator is the service's code (`not_in`), shown as sent.
  return operator === 'in'
    ? `${filterable.name}: ${values}`
    : `${filterable.name} ${operator} ${values}`;
}

export interface FilterPanelProps {
  filterables: Filterable[];
  /** The configuration's own filters, which every figure of it already has (not editable here). */
  preset: ConfigurationFilter[];
  /** The filters in the URL (what the figures show). */
  applied: ReportFilterItem[];
  async: boolean;
  busy?: boolean;
  /** Per filterable without a `values` list: values that matched before, to suggest. */
  suggestions?: Record<string, string[]> | undefined;
  onApply: (filters: ReportFilterItem[], async: boolean) => void;
}

/** The panel's draft; a history entry may carry one of its own (an asynchronous run cancelled). */
function useReportFilterDraft(applied: ReportFilterItem[], async: boolean) {
  const carried = filterDraftOf(useLocation().state);
  const { draftSettings, setDraftSettings, ...draft } = useFilterDraft(
    applied,
    async,
    carried && { filters: carried.filters, settings: carried.async },
  );
  return { ...draft, draftAsync: draftSettings, setDraftAsync: setDraftSettings };
}

/** What the figures are of, in a few words: the filters applied, or whose respondents. */
function filterStatus(appliedCount: number, presetCount: number): ReactNode {
  if (appliedCount > 0)
    return <Plural value={appliedCount} one="# filter applied" other="# filters applied" />;
  return presetCount > 0 ? t`Showing the configuration’s respondents` : t`Showing every respondent`;
}

/** "Region: Europe · Age: 18-24": the applied filters in a line, for the closed panel. */
function appliedSummaryOf(applied: ReportFilterItem[], filterables: Filterable[]): string {
  return applied
    .map((item) => {
      const name =
        filterables.find((f) => f.id === item.dataset_filterable_id)?.name ??
        t({ message: 'Unknown', context: 'filter' });
      return `${name}: ${item.value.join(', ')}`;
    })
    .join(' · ');
}

/**
 * One multi-select per filterable (values within one are OR-ed, filterables AND-ed). Edits are a
 * draft until Apply; the applied filters live in the URL. Without the `values` extension the
 * user types values (Enter adds one).
 */
function FilterPanelImpl({
  filterables,
  preset,
  applied,
  async,
  busy,
  suggestions,
  onApply,
}: FilterPanelProps) {
  const { t } = useLingui();
  // An Apply takes effect when the page has drawn the URL's new view: a moment here, over a
  // second on a busy machine. The button is disabled at once, so the click is acknowledged and not
  // repeated; any edit of the draft (or the new view arriving) enables it again.
  const { draft, setDraft, draftAsync, setDraftAsync, send, sending } = useReportFilterDraft(
    applied,
    async,
  );
  const draftFilters = selectionToFilters(draft);
  const changed = !sameFilters(draftFilters, applied) || draftAsync !== async;
  const knownIds = new Set(filterables.map((filterable) => filterable.id));
  const unknownApplied = applied.filter((item) => !knownIds.has(item.dataset_filterable_id));
  // On a phone six comboboxes would push the figures a screen down: there the panel opens on
  // demand, and says what is applied while closed.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [opened, setOpened] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Applying on a phone closes the panel, so the figures it changes come into view; focus goes
  // back to the toggle rather than to a button that is no longer shown.
  const closeOnPhone = () => {
    if (!narrow) return;
    setOpened(false);
    toggleRef.current?.focus();
  };
  const expanded = !narrow || opened;
  const typed = filterables.some((filterable) => !filterable.values);
  const bodyId = useId();
  const status = filterStatus(applied.length, preset.length);
  const presetSummary = preset.map(describePreset).join(' · ');
  const appliedSummary = appliedSummaryOf(applied, filterables);

  return (
    <Paper
      ref={formRef}
      variant="outlined"
      component="form"
      aria-labelledby="filters-heading"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(send(draft), draftAsync);
        closeOnPhone();
      }}
      sx={{ p: 2 }}
    >
      <FiltersHeading
        narrow={narrow}
        opened={opened}
        onToggle={() => setOpened((open) => !open)}
        toggleRef={toggleRef}
        bodyId={bodyId}
        status={status}
      />
      {presetSummary && (
        // Without it, a configuration such as "Europe only" showed fewer respondents than the
        // report with no filter in sight, and a filter on another region emptied it unexplained.
        <Typography variant="body2" color="textSecondary" sx={{ mt: narrow ? 1 : -0.5, mb: 1.5 }}>
          <Trans>Set by the configuration: {presetSummary}</Trans>
        </Typography>
      )}
      {narrow && !opened && appliedSummary && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {appliedSummary}
        </Typography>
      )}
      <Collapse
        in={expanded}
        id={bodyId}
        sx={{ '& .MuiCollapse-wrapperInner': { pt: narrow ? 1.5 : 0 } }}
      >
        {filterables.length === 0 ? (
          <Typography variant="body2" color="textSecondary">
            <Trans>This configuration has nothing to filter by.</Trans>
          </Typography>
        ) : (
          <FilterFields
            filterables={filterables}
            draft={draft}
            onChange={setDraft}
            suggestions={suggestions}
          />
        )}
        {typed && filterables.length > 0 && (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
            <Trans>
              This service sends no list of values: type each as the survey spells it. The service
              matches it exactly, capitals and spaces included; values that matched before are
              suggested.
            </Trans>
          </Typography>
        )}
        {unknownApplied.length > 0 && (
          // An Alert, not warning-coloured text: the palette's warning hue is too light for small
          // text on paper (3.1:1).
          <Alert severity="warning" variant="outlined" sx={{ mt: 1.5 }}>
            <Trans>
              The link holds filters on something this configuration does not have; Reset removes
              them.
            </Trans>
          </Alert>
        )}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ mt: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
        >
          <FormControlLabel
            control={
              <Switch
                checked={draftAsync}
                onChange={(event) => setDraftAsync(event.target.checked)}
              />
            }
            label={t`Compute asynchronously`}
          />
          <Stack direction="row" spacing={1}>
            <Button
              type="button"
              disabled={applied.length === 0 && draftFilters.length === 0}
              onClick={() => {
                onApply(send({}), draftAsync);
                closeOnPhone();
                // Reset disables itself: focus goes to the first filter rather than the page.
                if (!narrow) formRef.current?.querySelector('input')?.focus();
              }}
            >
              <Trans>Reset</Trans>
            </Button>
            <Button type="submit" variant="contained" disabled={!changed || busy || sending}>
              <Trans>Apply</Trans>
            </Button>
          </Stack>
        </Stack>
      </Collapse>
    </Paper>
  );
}

/**
 * Whether new props leave the panel as it was. Each result carries its own copy of the
 * filterables, and the suggestions are made from them, so those are compared by content: by
 * identity, every answer redrew the panel's comboboxes (26–40 ms of a filter's 300 ms, profiled).
 */
export const samePanelProps = (before: FilterPanelProps, after: FilterPanelProps): boolean =>
  before.applied === after.applied &&
  before.async === after.async &&
  before.busy === after.busy &&
  before.onApply === after.onApply &&
  JSON.stringify(before.suggestions) === JSON.stringify(after.suggestions) &&
  JSON.stringify(before.filterables) === JSON.stringify(after.filterables) &&
  JSON.stringify(before.preset) === JSON.stringify(after.preset);

/** Memoised: six comboboxes are not cheap, and new figures leave the filters as they were. */
export const FilterPanel = memo(FilterPanelImpl, samePanelProps);
