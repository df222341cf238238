import { memo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { TabBar } from '../../../components/TabBar';
import type { ReportTab } from '../shared/report-view';

interface ReportTabsProps {
  tab: ReportTab;
  onChange: (tab: ReportTab) => void;
}

/** The results / sentiment tab bar. */
function ReportTabs({ tab, onChange }: ReportTabsProps) {
  const { t } = useLingui();
  return (
    <TabBar
      label={t`Report views`}
      tabs={[
        { value: 'results', label: t`Results` },
        { value: 'sentiment', label: t`Sentiment` },
      ]}
      value={tab}
      onChange={onChange}
    />
  );
}

export default memo(ReportTabs);
