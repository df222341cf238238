import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorState } from '../../components/ErrorState';
import { formatDate, formatInteger } from '../../lib/format';
import { readKnownReports } from '../../lib/known-reports';
import { useSession } from '../../lib/session';
import { reportQueries } from '../../queries/reports';
import { segmentQueries } from '../../queries/segments';
import { configurationsOfPortfolio, type ReportChoice } from './known-configurations';

/** Chosen configurations: id → a label naming its report, to report back what the server ignored. */
export type ChosenConfigurations = ReadonlyMap<string, string>;

interface ConfigurationPickerProps {
  portfolioId: string;
  chosen: ChosenConfigurations;
  onChange: (next: ChosenConfigurations) => void;
  /** Shown when the service does not list reports (the extension answered 404). */
  fallback: ReactNode;
}

/** The configurations of one portfolio's reports, grouped by report, as checkboxes. */
export function ConfigurationPicker({
  portfolioId,
  chosen,
  onChange,
  fallback,
}: ConfigurationPickerProps) {
  const { t } = useLingui();
  const query = useQuery({
    ...reportQueries.index({ portfolioId }),
    enabled: portfolioId !== '',
  });

  if (portfolioId === '') {
    return (
      <Note>
        <Trans>Choose a portfolio to see the configurations of its reports.</Trans>
      </Note>
    );
  }
  if (query.isPending) {
    return (
      <Box role="status" aria-label={t`Loading reports`} sx={{ display: 'grid', gap: 0.5 }}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} variant="rounded" height={36} />
        ))}
      </Box>
    );
  }
  if (query.isError) {
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  }
  const toggle = (id: string, label: string, checked: boolean) => {
    const next = new Map(chosen);
    if (checked) next.set(id, label);
    else next.delete(id);
    onChange(next);
  };
  if (query.data === null) {
    return (
      <KnownConfigurations
        portfolioId={portfolioId}
        chosen={chosen}
        onToggle={toggle}
        fallback={fallback}
      />
    );
  }
  const reports = query.data.items.map((report) => ({ ...report, key: report.id }));
  const shown = formatInteger(reports.length);
  const count = formatInteger(query.data.count);
  if (reports.length === 0) {
    return (
      <Note>
        <Trans>
          This portfolio has no reports yet: the segment can be created without configurations.
        </Trans>
      </Note>
    );
  }

  return (
    <ChoiceList>
      {reports.map((report) => (
        <ReportConfigurations key={report.id} report={report} chosen={chosen} onToggle={toggle} />
      ))}
      {!query.data.complete && (
        <Note>
          <Trans>
            Showing the first {shown} of {count} reports of this portfolio.
          </Trans>
        </Note>
      )}
    </ChoiceList>
  );
}

function ChoiceList({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        maxHeight: 320,
        overflowY: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 1.5,
      }}
    >
      {children}
    </Box>
  );
}

/**
 * Without the reports list: the configurations this portfolio's segments hold and those of reports
 * opened in this browser, then the ids field for any other.
 */
function KnownConfigurations({
  portfolioId,
  chosen,
  onToggle,
  fallback,
}: {
  portfolioId: string;
  chosen: ChosenConfigurations;
  onToggle: (id: string, label: string, checked: boolean) => void;
  fallback: ReactNode;
}) {
  const { user, organization } = useSession();
  const segments = useQuery(segmentQueries.inOrganization(organization.id));
  const [known] = useState(() => readKnownReports(user.id));
  const { placed, unplaced } = configurationsOfPortfolio(
    portfolioId,
    segments.data?.items ?? [],
    known,
  );
  const groups = (choices: ReportChoice[]) =>
    choices.map((report) => (
      <ReportConfigurations key={report.key} report={report} chosen={chosen} onToggle={onToggle} />
    ));
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Note>
        <Trans>
          This service does not list reports. Offered here: configurations this portfolio’s segments
          hold and those of reports opened in this browser.
        </Trans>
      </Note>
      {placed.length + unplaced.length > 0 ? (
        <ChoiceList>
          {groups(placed)}
          {unplaced.length > 0 && (
            <Note>
              <Trans>
                Opened in this browser, portfolio unknown: the service keeps only those in this
                portfolio.
              </Trans>
            </Note>
          )}
          {groups(unplaced)}
        </ChoiceList>
      ) : (
        segments.isPending && <Skeleton variant="rounded" height={36} />
      )}
      {fallback}
    </Box>
  );
}

function ReportConfigurations({
  report,
  chosen,
  onToggle,
}: {
  report: ReportChoice;
  chosen: ChosenConfigurations;
  onToggle: (id: string, label: string, checked: boolean) => void;
}) {
  const { t } = useLingui();
  const headingId = `report-${report.key.replace(/\W/g, '-')}`;
  const issued = formatDate(report.issued_at);
  return (
    <Box role="group" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="p">
        {report.name}{' '}
        <Typography component="span" variant="caption" color="textSecondary">
          {t`· issued ${issued}`}
        </Typography>
      </Typography>
      <FormGroup sx={{ pl: 0.5 }}>
        {report.configurations.map((configuration) => (
          <FormControlLabel
            key={configuration.id}
            control={
              <Checkbox
                size="small"
                checked={chosen.has(configuration.id)}
                onChange={(event) =>
                  onToggle(
                    configuration.id,
                    `${report.name} · ${configuration.name}`,
                    event.target.checked,
                  )
                }
              />
            }
            label={
              <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
                {configuration.name}
                {configuration.is_primary && (
                  <Chip
                    size="small"
                    label={t({
                      message: 'Primary',
                      context: 'the primary configuration of a report',
                    })}
                  />
                )}
              </Box>
            }
          />
        ))}
      </FormGroup>
    </Box>
  );
}

function Note({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="textSecondary">
      {children}
    </Typography>
  );
}
