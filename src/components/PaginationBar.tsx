import { useLingui } from '@lingui/react/macro';
import TablePagination from '@mui/material/TablePagination';
import { PAGE_SIZES, type ListParams } from '../lib/list-params';

interface PaginationBarProps {
  count: number;
  params: ListParams;
}

/** Server-side pagination bound to the URL's page and page size. */
export function PaginationBar({ count, params }: PaginationBarProps) {
  const { t } = useLingui();
  // A link may ask for a size the menu does not offer (page_size=7): it is shown, and offered.
  const sizes = [...new Set<number>([...PAGE_SIZES, params.pageSize])].sort((a, b) => a - b);
  return (
    <TablePagination
      component="div"
      count={count}
      page={Math.max(0, params.page - 1)}
      rowsPerPage={params.pageSize}
      rowsPerPageOptions={sizes}
      onPageChange={(_, page) => params.setPage(page + 1)}
      onRowsPerPageChange={(event) => params.setPageSize(Number(event.target.value))}
      labelRowsPerPage={t`Per page`}
      showFirstButton
      showLastButton
      sx={{ '.MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 1, sm: 2 } } }}
    />
  );
}
