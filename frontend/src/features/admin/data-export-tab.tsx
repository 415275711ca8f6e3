import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { getExportDiveSitesCsvUrl } from '@/api/generated/endpoints/dive-sites/dive-sites';

export function DataExportTab() {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Export Dive Sites
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Download every dive site as a CSV file you can open in Excel, Numbers or Google Sheets. It opens in a new
        browser tab.
      </Typography>
      <Button
        variant="contained"
        startIcon={<DownloadIcon />}
        onClick={() => window.open(getExportDiveSitesCsvUrl(), '_blank', 'noopener')}
      >
        Export Dive Sites (CSV)
      </Button>
    </Paper>
  );
}
