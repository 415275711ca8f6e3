import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactNode } from 'react';
import { csvText, downloadCsv } from './csv-file';

export interface Column<Row> {
  key: string;
  label: string;
  /** The value sorted on and written to the CSV. */
  value: (row: Row) => string | number;
  /** What the cell shows, when not the value itself. */
  render?: (row: Row) => ReactNode;
  numeric?: boolean;
}

interface SortableTableProps<Row> {
  title: string;
  /** One line under the title: what the table counts. */
  hint?: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** The CSV's name without the date range, e.g. "top-pages". */
  fileName: string;
  /** e.g. "2026-11-01-to-2026-11-28". */
  period: string;
  empty: string;
}

/** A table the owner can sort by any column (click its heading) and download as it is sorted. */
export function SortableTable<Row>({ title, hint, columns, rows, rowKey, fileName, period, empty }: SortableTableProps<Row>) {
  const firstNumeric = columns.find((c) => c.numeric)?.key ?? columns[0]!.key;
  const [sort, setSort] = useState<{ key: string; desc: boolean }>({ key: firstNumeric, desc: true });
  const sorted = useMemo(() => {
    const column = columns.find((c) => c.key === sort.key) ?? columns[0]!;
    const order = sort.desc ? -1 : 1;
    return [...rows].sort((a, b) => {
      const x = column.value(a);
      const y = column.value(b);
      return order * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y)));
    });
  }, [rows, columns, sort]);
  const headingId = `${fileName}-heading`;

  const download = () =>
    downloadCsv(
      `${fileName}-${period}.csv`,
      csvText(
        columns.map((c) => c.label),
        sorted.map((row) => columns.map((c) => c.value(row))),
      ),
    );

  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Box>
          <Typography variant="subtitle1" component="h3" id={headingId} sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {hint && (
            <Typography variant="body2" color="text.secondary">
              {hint}
            </Typography>
          )}
        </Box>
        <Button
          size="small"
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={download}
          disabled={rows.length === 0}
          aria-label={`Download ${title} as CSV`}
          sx={{ minHeight: 44, flexShrink: 0 }}
        >
          CSV
        </Button>
      </Box>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <TableContainer sx={{ maxHeight: 420 }}>
          <Table size="small" stickyHeader aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell
                    key={column.key}
                    align={column.numeric ? 'right' : 'left'}
                    sortDirection={sort.key === column.key ? (sort.desc ? 'desc' : 'asc') : false}
                  >
                    <TableSortLabel
                      active={sort.key === column.key}
                      direction={sort.key === column.key && !sort.desc ? 'asc' : 'desc'}
                      onClick={() =>
                        setSort((current) =>
                          current.key === column.key
                            ? { key: column.key, desc: !current.desc }
                            : { key: column.key, desc: !!column.numeric },
                        )
                      }
                    >
                      {column.label}
                    </TableSortLabel>
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {sorted.map((row) => (
                <TableRow key={rowKey(row)}>
                  {columns.map((column) => (
                    <TableCell key={column.key} align={column.numeric ? 'right' : 'left'} sx={{ wordBreak: 'break-word' }}>
                      {column.render ? column.render(row) : column.value(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
