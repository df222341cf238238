import { Plural, Trans, useLingui } from '@lingui/react/macro';
import BlockIcon from '@mui/icons-material/Block';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

interface BulkBarProps {
  count: number;
  onRevoke: () => void;
  onDelete: () => void;
  onClear: () => void;
}

/** What can be done to the selected rows at once; each asks for one confirmation. */
export function BulkBar({ count, onRevoke, onDelete, onClear }: BulkBarProps) {
  const { t } = useLingui();
  return (
    <Toolbar
      variant="dense"
      aria-label={t`Selected invitations`}
      role="toolbar"
      sx={{
        gap: 1,
        flexWrap: 'wrap',
        py: 1,
        bgcolor: 'action.selected',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography sx={{ flex: { xs: '1 1 100%', sm: '1 1 auto' }, fontWeight: 600 }} role="status">
        <Plural value={count} one="# selected" other="# selected" />
      </Typography>
      <Button size="small" color="error" startIcon={<BlockIcon />} onClick={onRevoke}>
        <Trans>Revoke selected</Trans>
      </Button>
      <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={onDelete}>
        <Trans>Delete selected</Trans>
      </Button>
      <Button size="small" onClick={onClear}>
        <Trans>Clear selection</Trans>
      </Button>
    </Toolbar>
  );
}
