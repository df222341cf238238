import { useMemo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import { EmptyState } from '../../../components/EmptyState';
import { renderChips } from '../../../components/chip-values';
import { quotedList } from '../shared/report-labels';
import { SentimentView } from '../results/SentimentView';

interface SentimentTabProps {
  reportId: string;
  configurationId: string;
  configurationName: string;
  /** Attitude names offered in the filter. */
  attitudeNames: string[];
  selected: string[];
  onSelect: (names: string[]) => void;
  reportName: string;
}

/** Comment sentiment per topic, grouped by attitude, for the configuration in view. */
export function SentimentTab({
  reportId,
  configurationId,
  configurationName,
  attitudeNames,
  selected,
  onSelect,
  reportName,
}: SentimentTabProps) {
  const { t } = useLingui();
  const options = useMemo(() => [...new Set(attitudeNames)].sort(), [attitudeNames]);
  const exportGroups = useMemo(
    () => [{ report: reportName, configuration: configurationName, filters: [] }],
    [reportName, configurationName],
  );
  // The service matches names in any case: a link's "trust" is the attitude "Trust".
  const chosen = selected.map(
    (name) => options.find((option) => option.toLowerCase() === name.toLowerCase()) ?? name,
  );
  const unknown = options.length > 0 ? chosen.filter((name) => !options.includes(name)) : [];
  const unknownNames = quotedList(unknown, 'disjunction');
  const groups = useMemo(
    () => [{ reportId, configurationId, configurationName }],
    [reportId, configurationId, configurationName],
  );

  return (
    <SentimentView
      groups={groups}
      attitudes={selected}
      fileName={reportName}
      exportGroups={exportGroups}
      intro={(hasComments) => (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={2}
            sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
          >
            <Box>
              <Typography variant="h3" component="h2">
                <Trans>Comment sentiment</Trans>
              </Typography>
              <Typography variant="body2" color="textSecondary">
                <Trans>
                  Topics people wrote about, by attitude, for the configuration “{configurationName}
                  ” (all its respondents: the Results tab’s filters do not apply here).
                </Trans>
              </Typography>
            </Box>
            <Autocomplete
              multiple
              size="small"
              freeSolo
              options={options}
              value={chosen}
              onChange={(_, values) =>
                onSelect(values.map((value) => value.trim()).filter(Boolean))
              }
              renderValue={renderChips}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t`Attitudes`}
                  placeholder={selected.length ? undefined : t`All attitudes`}
                />
              )}
              sx={{ minWidth: { md: 360 }, flexShrink: 0 }}
            />
          </Stack>
          {unknown.length > 0 && hasComments && (
            <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
              <Trans>This report has no attitude called {unknownNames}: it is left out.</Trans>
            </Typography>
          )}
        </Paper>
      )}
      empty={
        <EmptyState
          icon={<ForumIcon fontSize="inherit" />}
          title={selected.length ? t`No comments on these attitudes` : t`No comments yet`}
          description={
            unknown.length > 0
              ? t`This report has no attitude called ${unknownNames}. Clear the attitude filter to see all topics.`
              : selected.length
                ? t`Nobody wrote about the attitudes selected. Clear the attitude filter to see all topics.`
                : t`When respondents leave comments, their topics and sentiment appear here.`
          }
        />
      }
    />
  );
}
