import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  getGetAnalyticsReportQueryKey,
  getGetCommissionNetworksQueryKey,
  useGetCommissionNetworks,
  useUploadCommissions,
} from '@/api/generated/endpoints/admin/admin';
import type { CommissionUploadResultDto } from '@/api/generated/models';
import { serverMessage } from '@/lib/server-message';

const EMPTY = { dateColumn: '', subIdColumn: '', amountColumn: '' };

/**
 * The owner uploads an affiliate network's commission report (CSV). The column mapping is chosen
 * once per network: picking a network seen before fills it in.
 */
export function EarningsUpload() {
  const queryClient = useQueryClient();
  const networks = useGetCommissionNetworks();
  const upload = useUploadCommissions();
  const [network, setNetwork] = useState('');
  const [columns, setColumns] = useState(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<CommissionUploadResultDto | null>(null);

  const chooseNetwork = (name: string) => {
    setNetwork(name);
    const saved = networks.data?.find((n) => n.name.toLowerCase() === name.trim().toLowerCase());
    if (saved) setColumns({ dateColumn: saved.dateColumn, subIdColumn: saved.subIdColumn, amountColumn: saved.amountColumn });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) return;
    setResult(null);
    const answer = await upload.mutateAsync({ data: { network, ...columns, csv: await file.text() } }).catch(() => null);
    if (!answer) return;
    setResult(answer);
    void queryClient.invalidateQueries({ queryKey: getGetCommissionNetworksQueryKey() });
    void queryClient.invalidateQueries({
      predicate: (q) => String(q.queryKey[0]).startsWith(getGetAnalyticsReportQueryKey()[0] as string),
    });
  };

  const field = (key: keyof typeof EMPTY, label: string) => (
    <TextField
      label={label}
      size="small"
      required
      value={columns[key]}
      onChange={(e) => setColumns((c) => ({ ...c, [key]: e.target.value }))}
      slotProps={{ htmlInput: { maxLength: 64 } }}
    />
  );

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Upload a commission report
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Download the report from your affiliate network as CSV, name the columns with the date, the sub-id and the commission, and upload
        it. Earnings then show beside the pages and products that earned them. Uploading the same report again counts it once.
      </Typography>
      <Box
        component="form"
        onSubmit={(e) => void submit(e)}
        sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(4, 1fr)' } }}
      >
        <Autocomplete
          freeSolo
          options={(networks.data ?? []).map((n) => n.name)}
          inputValue={network}
          onInputChange={(_e, value) => chooseNetwork(value)}
          renderInput={(params) => <TextField {...params} label="Network" size="small" required />}
        />
        {field('dateColumn', 'Date column')}
        {field('subIdColumn', 'Sub-id column')}
        {field('amountColumn', 'Commission column')}
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} sx={{ minHeight: 44 }}>
          {file ? file.name : 'Choose CSV file'}
          <input
            hidden
            type="file"
            accept=".csv,text/csv"
            aria-label="Commission report (CSV)"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </Button>
        <Button type="submit" variant="contained" disabled={!file || upload.isPending} sx={{ minHeight: 44 }}>
          {upload.isPending ? 'Uploading...' : 'Upload report'}
        </Button>
      </Box>
      {upload.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          The report was not uploaded. {serverMessage(upload.error)}
        </Alert>
      )}
      {result && (
        <Alert severity={result.rejectedCount ? 'warning' : 'success'} sx={{ mt: 2 }} role="status">
          {`${result.imported} ${result.imported === 1 ? 'row' : 'rows'} from ${result.network} saved ($${result.total.toFixed(2)}${result.from ? `, ${result.from} to ${result.to}` : ''}).`}
          {result.rejectedCount > 0 && (
            <>
              {` ${result.rejectedCount} ${result.rejectedCount === 1 ? 'row was' : 'rows were'} left out:`}
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {result.rejected.map((row) => (
                  <li key={row.line}>{row.message}</li>
                ))}
              </Box>
            </>
          )}
        </Alert>
      )}
    </Paper>
  );
}
