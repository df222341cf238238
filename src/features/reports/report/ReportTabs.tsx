import { memo } from 'react';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReportTab } from '../shared/report-view';

interface ReportTabsProps {
  tab: ReportTab;
  onChange: (tab: ReportTab) => void;
}

/**
 * The results / sentiment tab bar. Memoised: MUI Tabs measures its tabs after every render, a
 * forced layout of the whole page, which costs seconds under a 500-attitude report.
 */
function ReportTabs({ tab, onChange }: ReportTabsProps) {
  const { t } = useLingui();
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Tabs
        value={tab}
        onChange={(_, next: ReportTab) => onChange(next)}
        aria-label={t`Report views`}
      >
        <Tab value="results" label={t`Results`} id="tab-results" aria-controls="panel-results" />
        <Tab
          value="sentiment"
          label={t`Sentiment`}
          id="tab-sentiment"
          aria-controls="panel-sentiment"
        />
      </Tabs>
    </Box>
  );
}

export default memo(ReportTabs);
