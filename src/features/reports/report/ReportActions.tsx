import { Trans, useLingui } from '@lingui/react/macro';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ViewsIcon from '@mui/icons-material/BookmarksOutlined';
import CompareIcon from '@mui/icons-material/CompareArrows';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import LinkIcon from '@mui/icons-material/Link';
import SegmentIcon from '@mui/icons-material/GroupWorkOutlined';
import { useNotify } from '../../../components/notifications';
import { CompareDialog, CompareMode } from './compare-code';
import type { ReportDialog } from './ReportDialogs';

interface ReportActionsProps {
  /** The report is loaded: its dialogs can open. */
  loaded: boolean;
  comparing: boolean;
  canSegment: boolean;
  canExport: boolean;
  /** Saving a segment waits for the configuration and the report's portfolio. */
  segmentReady: boolean;
  onOpen: (dialog: ReportDialog) => void;
}

const prefetchCompare = () => {
  CompareDialog.prefetch();
  CompareMode.prefetch();
};

/** The report's actions: copy the view's link, saved views, compare, save as segment, export. */
export function ReportActions({
  loaded,
  comparing,
  canSegment,
  canExport,
  segmentReady,
  onOpen,
}: ReportActionsProps) {
  const { t } = useLingui();
  const notify = useNotify();
  const copyLink = () => {
    navigator.clipboard.writeText(window.location.href).then(
      () => notify(t`Link to this view copied`),
      () => notify(t`The link could not be copied: copy it from the address bar.`, 'error'),
    );
  };
  return (
    <>
      <Tooltip title={t`Copy link to this view`}>
        <IconButton aria-label={t`Copy link to this view`} onClick={copyLink}>
          <LinkIcon />
        </IconButton>
      </Tooltip>
      <Button
        variant="outlined"
        startIcon={<ViewsIcon />}
        disabled={!loaded}
        onClick={() => onOpen('views')}
      >
        <Trans>Views</Trans>
      </Button>
      {!comparing && (
        <Button
          variant="outlined"
          startIcon={<CompareIcon />}
          disabled={!loaded}
          onPointerEnter={prefetchCompare}
          onFocus={prefetchCompare}
          onClick={() => onOpen('compare')}
        >
          <Trans>Compare</Trans>
        </Button>
      )}
      {canSegment && (
        <Button
          variant="outlined"
          startIcon={<SegmentIcon />}
          disabled={!loaded || !segmentReady}
          onClick={() => onOpen('segment')}
        >
          <Trans>Save as segment</Trans>
        </Button>
      )}
      {canExport && (
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          disabled={!loaded}
          onClick={() => onOpen('export')}
        >
          <Trans>Export CSV</Trans>
        </Button>
      )}
    </>
  );
}
