import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isApiError } from '../../../api/errors';
import type { Report } from '../../../queries/reports';
import { optionFromInput, type ReportOption } from './report-options';

const filterOptions = createFilterOptions<ReportOption>();

/** A 400 from the filter operation on B's report, or a 404, in a sentence for the picker. */
function detailsProblem(error: unknown): string {
  if (isApiError(error) && error.isNotFound)
    return t`There is no report with this id, or it is in a portfolio you cannot open.`;
  return error instanceof Error ? error.message : t`The report could not be read.`;
}

interface OtherReportFieldsProps {
  /** Report A's id: typing it is not another report. */
  reportId: string;
  options: ReportOption[];
  other: ReportOption | null;
  onOtherChange: (other: ReportOption | null) => void;
  /** Report B as the filter operation answers it, unfiltered. */
  details: Pick<UseQueryResult<Report>, 'data' | 'isPending' | 'isError' | 'error'>;
  /** B's model version is not A's: its attitudes cannot be matched. */
  modelMismatch: boolean;
  /** Report A's model version. */
  modelName: string;
  configurationId: string | undefined;
  configurations: readonly { id: string; name: string; is_primary: boolean }[];
  onConfigurationChange: (id: string) => void;
}

/** Group B from another report: the report (from the list, or by id or link) and its configuration. */
export function OtherReportFields({
  reportId,
  options,
  other,
  onOtherChange,
  details,
  modelMismatch,
  modelName,
  configurationId,
  configurations,
  onConfigurationChange,
}: OtherReportFieldsProps) {
  const { t } = useLingui();
  const otherReport = details.data;
  const otherName = otherReport?.name;
  const otherModelName = otherReport?.model_version.name;
  return (
    <Stack spacing={2}>
      <Autocomplete
        size="small"
        options={options}
        value={other}
        onChange={(_, value) => onOtherChange(value)}
        groupBy={(option) => option.group}
        getOptionLabel={(option) => option.name}
        renderOption={({ key, ...props }, option) => (
          <li key={key} {...props}>
            <span>
              {option.name}
              {option.detail && (
                <Typography
                  component="span"
                  variant="body2"
                  color="textSecondary"
                  sx={{ display: 'block' }}
                >
                  {option.detail}
                </Typography>
              )}
            </span>
          </li>
        )}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        filterOptions={(all, state) => {
          const found = filterOptions(all, state);
          const typed = optionFromInput(state.inputValue, reportId);
          return typed && !all.some((option) => option.id === typed.id) ? [...found, typed] : found;
        }}
        noOptionsText={t`No report matches: paste a report id or link`}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t`Group B: report`}
            helperText={t`Reports of this portfolio first, then those viewed recently. A report id or link works too.`}
          />
        )}
      />
      {other && details.isPending && (
        <Skeleton variant="rounded" height={40} aria-label={t`Loading the report`} />
      )}
      {other && details.isError && (
        <Alert severity="error" variant="outlined">
          {detailsProblem(details.error)}
        </Alert>
      )}
      {otherReport && modelMismatch && (
        <Alert severity="warning" variant="outlined" data-testid="model-mismatch">
          <Trans>
            “{otherName}” uses the model {otherModelName}; this report uses {modelName}. Only
            reports of the same model version share their attitudes, so they cannot be compared.
          </Trans>
        </Alert>
      )}
      {otherReport && !modelMismatch && (
        <TextField
          select
          size="small"
          label={t`Group B: configuration`}
          value={configurationId ?? otherReport.dataset.configurations.id}
          onChange={(event) => onConfigurationChange(event.target.value)}
        >
          {configurations.map(({ id, name, is_primary }) => (
            <MenuItem key={id} value={id}>
              {is_primary ? t`${name} (primary)` : name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
}
