import { useEffect, useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { preloadCompareCharts } from '../../../charts/lazy';
import { ResponsiveDialog } from '../../../components/ResponsiveDialog';
import { describeFilters } from '../../../lib/export-footer';
import { readRecentReports } from '../../../lib/recent-reports';
import { reportQueries, type Report, type ReportSummary } from '../../../queries/reports';
import {
  filtersToSelection,
  normaliseFilters,
  selectionToFilters,
  type CompareTarget,
  type FilterSelection,
  type ReportFilterItem,
} from '../shared/report-view';
import { GroupBadge } from '../results/GroupBadge';
import { GroupFilterFields } from './GroupFilterFields';
import { OtherReportFields } from './OtherReportFields';
import { reportOptions, type ReportOption } from './report-options';

type Kind = 'filters' | 'configuration' | 'report';

export interface CompareDialogProps {
  /** Report A: the page's report, its configuration in view and its filters. */
  reportId: string;
  report: Report;
  aFilters: ReportFilterItem[];
  summaries: readonly ReportSummary[] | null | undefined;
  userId: string;
  /** The current group B, when changing it; none when starting a comparison. */
  initial: CompareTarget | undefined;
  onApply: (target: CompareTarget) => void;
  onClose: () => void;
}

function kindOf(target: CompareTarget | undefined, reportId: string, aConfiguration: string): Kind {
  if (target?.reportId && target.reportId !== reportId) return 'report';
  if (target?.configurationId && target.configurationId !== aConfiguration) return 'configuration';
  return 'filters';
}

/**
 * Chooses group B: other filters on the configuration in view, another configuration of this
 * report, or another report (of the same model version, whose attitudes match by id) with its
 * own configuration and filters. Nothing changes until "Compare".
 */
// eslint-disable-next-line max-lines-per-function -- recomposed by the trends work
export default function CompareDialog({
  reportId,
  report,
  aFilters,
  summaries,
  userId,
  initial,
  onApply,
  onClose,
}: CompareDialogProps) {
  const { t } = useLingui();
  const aConfiguration = report.dataset.configurations;
  // The comparison's charts load while the analyst chooses, not after "Compare".
  useEffect(() => preloadCompareCharts(), []);
  const [kind, setKind] = useState<Kind>(() => kindOf(initial, reportId, aConfiguration.id));
  const summary = summaries?.find((item) => item.id === reportId);
  const ownConfigurations = summary?.configurations ?? [
    { id: aConfiguration.id, name: aConfiguration.name, is_primary: aConfiguration.is_primary },
  ];
  const [configurationId, setConfigurationId] = useState<string>(
    () =>
      initial?.configurationId ??
      ownConfigurations.find((item) => item.id !== aConfiguration.id)?.id ??
      aConfiguration.id,
  );
  const options = useMemo(
    () => reportOptions(reportId, summaries, readRecentReports(userId)),
    [reportId, summaries, userId],
  );
  const [other, setOther] = useState<ReportOption | null>(() => {
    const id = initial?.reportId;
    if (!id || id === reportId) return null;
    return (
      options.find((option) => option.id === id) ?? { id, name: t`Report ${id}`, group: t`By id` }
    );
  });
  const [otherConfigurationId, setOtherConfigurationId] = useState<string | undefined>(
    initial?.reportId && initial.reportId !== reportId ? initial.configurationId : undefined,
  );
  const [selection, setSelection] = useState<FilterSelection>(() =>
    filtersToSelection(initial?.filters ?? []),
  );

  // Report B as the filter operation answers it, unfiltered: its name, model version and
  // filterables (the reports list gives none of these).
  const details = useQuery({
    ...reportQueries.result(other?.id ?? '', {
      configurationId: otherConfigurationId,
      filters: [],
      async: false,
    }),
    enabled: kind === 'report' && other !== null,
  });
  const otherReport = kind === 'report' ? details.data : undefined;
  const otherSummary = summaries?.find((item) => item.id === other?.id);
  const otherConfigurations =
    otherSummary?.configurations ??
    (otherReport
      ? [
          {
            id: otherReport.dataset.configurations.id,
            name: otherReport.dataset.configurations.name,
            is_primary: otherReport.dataset.configurations.is_primary,
          },
        ]
      : []);
  const otherModel = otherReport?.model_version;
  const modelMismatch = otherModel !== undefined && otherModel.id !== report.model_version.id;

  const filterables =
    kind === 'report'
      ? (otherReport?.dataset.configurations.filterables ?? [])
      : aConfiguration.filterables;
  const filters = selectionToFilters(selection);
  const sameAsA =
    (kind === 'filters' || (kind === 'configuration' && configurationId === aConfiguration.id)) &&
    JSON.stringify(filters) === JSON.stringify(normaliseFilters(aFilters));
  const ready =
    kind === 'filters'
      ? !sameAsA
      : kind === 'configuration'
        ? configurationId !== '' && !sameAsA
        : other !== null && otherReport !== undefined && !modelMismatch;

  const apply = () => {
    if (!ready) return;
    if (kind === 'filters') onApply({ reportId: undefined, configurationId: undefined, filters });
    else if (kind === 'configuration') onApply({ reportId: undefined, configurationId, filters });
    else
      onApply({
        reportId: other!.id,
        configurationId: otherConfigurationId ?? otherReport!.dataset.configurations.id,
        filters,
      });
  };

  const aFilterWords = describeFilters(aFilters, aConfiguration.filterables);
  const aConfigurationName = aConfiguration.name;
  const aFilterList = aFilterWords.join('; ');

  return (
    <ResponsiveDialog open onClose={onClose} aria-labelledby="compare-title" maxWidth="md">
      <DialogTitle id="compare-title">
        {initial ? <Trans>Change group B</Trans> : <Trans>Compare with another group</Trans>}
      </DialogTitle>
      <DialogContent dividers>
        <Stack
          spacing={2.5}
          component="form"
          id="compare-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            apply();
          }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
            <GroupBadge group="A" />
            <Typography variant="body2">
              {aFilterWords.length > 0 ? (
                <Trans>
                  <strong>Group A</strong> is what the page shows: {aConfigurationName},{' '}
                  {aFilterList}.
                </Trans>
              ) : (
                <Trans>
                  <strong>Group A</strong> is what the page shows: {aConfigurationName}, no filters.
                </Trans>
              )}
            </Typography>
          </Stack>
          <FormControl>
            <FormLabel id="compare-kind" sx={{ color: 'text.primary', fontWeight: 600 }}>
              <Trans>Group B is</Trans>
            </FormLabel>
            <RadioGroup
              aria-labelledby="compare-kind"
              value={kind}
              onChange={(event) => {
                setKind(event.target.value as Kind);
                setSelection({});
              }}
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
                disabled={ownConfigurations.length < 2}
              />
              <FormControlLabel value="report" control={<Radio />} label={t`Another report`} />
            </RadioGroup>
          </FormControl>

          {kind === 'configuration' && (
            <TextField
              select
              size="small"
              label={t`Group B: configuration`}
              value={configurationId}
              onChange={(event) => setConfigurationId(event.target.value)}
            >
              {ownConfigurations.map(({ id, name }) => (
                <MenuItem key={id} value={id}>
                  {id === aConfiguration.id ? t`${name} (group A’s)` : name}
                </MenuItem>
              ))}
            </TextField>
          )}

          {kind === 'report' && (
            <OtherReportFields
              reportId={reportId}
              options={options}
              other={other}
              onOtherChange={(value) => {
                setOther(value);
                setOtherConfigurationId(undefined);
                setSelection({});
              }}
              details={details}
              modelMismatch={modelMismatch}
              modelName={report.model_version.name}
              configurationId={otherConfigurationId}
              configurations={otherConfigurations}
              onConfigurationChange={(id) => {
                setOtherConfigurationId(id);
                setSelection({});
              }}
            />
          )}

          {(kind !== 'report' || (otherReport && !modelMismatch)) && (
            <Stack spacing={1}>
              <Typography variant="subtitle2" component="p">
                <Trans>Group B’s filters</Trans>
              </Typography>
              <GroupFilterFields
                filterables={filterables}
                selection={selection}
                onChange={setSelection}
                group={t`Group B`}
              />
              {sameAsA && (
                <Typography variant="body2" color="textSecondary" data-testid="same-as-a">
                  <Trans>
                    Choose filters that differ from group A’s: these would make the same group.
                  </Trans>
                </Typography>
              )}
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" form="compare-form" variant="contained" disabled={!ready}>
          <Trans>Compare</Trans>
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
