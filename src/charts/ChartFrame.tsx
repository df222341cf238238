import type { ReactNode } from 'react';
import { useId, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import LinearProgress from '@mui/material/LinearProgress';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import TableIcon from '@mui/icons-material/TableChartOutlined';
import { useNotify } from '../components/notifications';
import { SectionHeader } from '../components/SectionHeader';
import { exportFooter, type ExportGroup } from '../lib/export-footer';
import { saveChart } from './chart-export';
import { useChartColors } from './use-chart-colors';
import { useUntabbableLayers } from './use-untabbable-layers';

interface ChartFrameProps {
  title: string;
  description?: ReactNode;
  /** Controls of the chart itself (e.g. which figures it plots), shown beside the title. */
  controls?: ReactNode;
  /** The accessible alternative: the same figures as a table, behind a toggle. */
  table?: ReactNode;
  /** Name of saved files; defaults to the title. */
  fileName?: string;
  /** New figures are on their way: the old ones stay visible under a progress bar. */
  busy?: boolean;
  /** Whose figures the chart shows: written under a saved picture, with the date of saving. */
  exportGroups?: readonly ExportGroup[];
  /** What the saved picture's marks mean (the significance legend), where the chart shows any. */
  exportNotes?: readonly string[];
  children: ReactNode;
}

/**
 * A titled chart card: progress, a data-table alternative, and "save as PNG/SVG", the saved
 * picture saying whose figures it shows.
 */
export function ChartFrame({
  title,
  description,
  controls,
  table,
  fileName,
  busy = false,
  exportGroups = [],
  exportNotes = [],
  children,
}: ChartFrameProps) {
  const headingId = useId();
  const tableId = useId();
  const chartRef = useRef<HTMLDivElement>(null);
  useUntabbableLayers(chartRef);
  const [showTable, setShowTable] = useState(false);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  // The menu is made at its first opening: closed, it still rendered Menu, Popover and Modal with
  // every redraw of the frame, three times on a report (about 13 ms of a filter's busy render).
  const [menuMade, setMenuMade] = useState(false);
  const notify = useNotify();
  const colors = useChartColors();
  const { t } = useLingui();

  const save = async (format: 'svg' | 'png') => {
    setMenuAnchor(null);
    if (!chartRef.current) return;
    try {
      await saveChart(chartRef.current, {
        fileName: fileName ?? title,
        format,
        background: colors.background,
        header: {
          title,
          color: colors.text,
          font: getComputedStyle(chartRef.current).fontFamily,
          footer: exportFooter(exportGroups, exportNotes, new Date()),
        },
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : t`unknown error`;
      notify(t`Could not save the chart: ${reason}`, 'error');
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      aria-busy={busy}
      sx={{ position: 'relative', overflow: 'hidden', minWidth: 0 }}
    >
      <LinearProgress
        aria-label={t`Updating ${title}`}
        sx={{ position: 'absolute', inset: '0 0 auto 0', visibility: busy ? 'visible' : 'hidden' }}
      />
      <SectionHeader
        headingId={headingId}
        title={title}
        actions={
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignItems: 'center', flexShrink: 0 }}
          >
            {controls}
            {table && (
              <Button
                size="small"
                variant="text"
                startIcon={<TableIcon />}
                aria-expanded={showTable}
                aria-controls={showTable ? tableId : undefined}
                onClick={() => setShowTable((shown) => !shown)}
              >
                {showTable ? <Trans>Hide data table</Trans> : <Trans>Data table</Trans>}
              </Button>
            )}
            <Button
              size="small"
              variant="text"
              startIcon={<DownloadIcon />}
              aria-haspopup="menu"
              aria-label={t`Save ${title} as an image`}
              onClick={(event) => {
                setMenuMade(true);
                setMenuAnchor(event.currentTarget);
              }}
            >
              <Trans>Save</Trans>
            </Button>
            {menuMade && (
              <Menu
                anchorEl={menuAnchor}
                open={Boolean(menuAnchor)}
                onClose={() => setMenuAnchor(null)}
              >
                <MenuItem onClick={() => void save('png')}>
                  <ListItemText primary={t`PNG image`} secondary={t`For slides and documents`} />
                </MenuItem>
                <MenuItem onClick={() => void save('svg')}>
                  <ListItemText primary={t`SVG vector`} secondary={t`Scales without blur`} />
                </MenuItem>
              </Menu>
            )}
          </Stack>
        }
      >
        {description && (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
            {description}
          </Typography>
        )}
      </SectionHeader>
      <Box
        ref={chartRef}
        sx={{ px: { xs: 0.5, sm: 2 }, pb: 2, opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        {children}
      </Box>
      {table && (
        <Collapse in={showTable} unmountOnExit>
          <Box id={tableId} sx={{ px: 2, pb: 2, overflowX: 'auto' }}>
            {table}
          </Box>
        </Collapse>
      )}
    </Paper>
  );
}
