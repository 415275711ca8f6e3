import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ProductSpecDto } from '@/api/generated/models';

/** The key specs the owner filled in, as a two-column table; nothing at all when there are none. */
export function ProductSpecsTable({ specs }: { specs: readonly ProductSpecDto[] }) {
  if (specs.length === 0) return null;
  return (
    <section aria-labelledby="key-specs-title">
      <Typography id="key-specs-title" variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
        Key specs
      </Typography>
      <Table size="small" aria-labelledby="key-specs-title" data-testid="key-specs">
        <TableBody>
          {specs.map((spec) => (
            <TableRow key={spec.key}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '40%', pl: 0 }}>
                {spec.label}
              </TableCell>
              <TableCell>{spec.value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
