import { useEffect, useMemo, useState } from 'react';
import { t as translate } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { preloadCompareCharts } from '../../../charts/lazy';
import { ResponsiveDialog } from '../../../components/ResponsiveDialog';
import { describeFilters } from '../../../lib/export-footer';
import { readRecentReports } from '../../../lib/recent-reports';
import type { Report, ReportSummary } from '../../../queries/reports';
import {
  filtersToSelection,
  normaliseFilters,
  selectionToFilters,
  type CompareTarget,
  type FilterSelection,
  type ReportFilterItem,
} from '../shared/report-view';
import {
  ConfigurationChoice,
  GroupALine,
  GroupBFilters,
  KindChoice,
  type Kind,
} from './CompareChoices';
import { OtherReportFields } from './OtherReportFields';
import { useOtherReport } from './use-other-report';
import { reportOptions, type ReportOption } from './report-options';

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

/** Group B's report when changing a comparison of another report: from the list, or by id. */
function initialOther(
  id: string | undefined,
  reportId: string,
  options: readonly ReportOption[],
): ReportOption | null {
  if (!id || id === reportId) return null;
  return (
    options.find((option) => option.id === id) ?? {
      id,
      name: translate`Report ${id}`,
      group: translate`By id`,
    }
  );
}

/** A configuration other than group A's, where the report has one; else A's. */
const otherThan = (configurations: readonly { id: string }[], aConfigurationId: string) =>
  configurations.find((item) => item.id !== aConfigurationId)?.id ?? aConfigurationId;

/** The group B a choice makes: A's configuration filtered, another configuration, another report. */
function targetOf(
  kind: Kind,
  filters: ReportFilterItem[],
  configurationId: string,
  [otherReportId, otherConfigurationId]: [string | undefined, string | undefined],
): CompareTarget {
  if (kind === 'filters') return { reportId: undefined, configurationId: undefined, filters };
  if (kind === 'configuration') return { reportId: undefined, configurationId, filters };
  return { reportId: otherReportId, configurationId: otherConfigurationId, filters };
}

/**
 * Chooses group B: other filters on the configuration in view, another configuration of this
 * report, or another report (of the same model version, whose attitudes match by id) with its
 * own configuration and filters. Nothing changes until "Compare".
 */
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
  const aConfiguration = report.dataset.configurations;
  // The comparison's charts load while the analyst chooses, not after "Compare".
  useEffect(() => preloadCompareCharts(), []);
  const [kind, setKind] = useState<Kind>(() => kindOf(initial, reportId, aConfiguration.id));
  const ownConfigurations = summaries?.find((item) => item.id === reportId)?.configurations ?? [
    { id: aConfiguration.id, name: aConfiguration.name, is_primary: aConfiguration.is_primary },
  ];
  // Changing group B starts from B; a new comparison from this report's next configuration.
  const [configurationId, setConfigurationId] = useState<string>(
    () => initial?.configurationId ?? otherThan(ownConfigurations, aConfiguration.id),
  );
  const options = useMemo(
    () => reportOptions(reportId, summaries, readRecentReports(userId)),
    [reportId, summaries, userId],
  );
  const [other, setOther] = useState(() => initialOther(initial?.reportId, reportId, options));
  const [otherConfigurationId, setOtherConfigurationId] = useState<string | undefined>(
    initial?.reportId && initial.reportId !== reportId ? initial.configurationId : undefined,
  );
  const [selection, setSelection] = useState<FilterSelection>(() =>
    filtersToSelection(initial?.filters ?? []),
  );

  const { details, otherReport, otherConfigurations } = useOtherReport(
    other,
    otherConfigurationId,
    summaries,
    kind === 'report',
  );
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
    const otherConfiguration = otherConfigurationId ?? otherReport?.dataset.configurations.id;
    onApply(targetOf(kind, filters, configurationId, [other?.id, otherConfiguration]));
  };

  const aConfigurationName = aConfiguration.name;

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
          <GroupALine
            configurationName={aConfigurationName}
            filterWords={describeFilters(aFilters, aConfiguration.filterables)}
          />
          <KindChoice
            kind={kind}
            onChange={(next) => {
              setKind(next);
              setSelection({});
            }}
            configurationName={aConfigurationName}
            configurations={ownConfigurations.length}
          />

          {kind === 'configuration' && (
            <ConfigurationChoice
              value={configurationId}
              onChange={setConfigurationId}
              configurations={ownConfigurations}
              aConfigurationId={aConfiguration.id}
            />
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
            <GroupBFilters
              filterables={filterables}
              selection={selection}
              onChange={setSelection}
              sameAsA={sameAsA}
            />
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
