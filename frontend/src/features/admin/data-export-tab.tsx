import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getExportDiveSitesCsvUrl } from '@/api/generated/endpoints/dive-sites/dive-sites';
import { getExportNewsletterSubscribersCsvUrl } from '@/api/generated/endpoints/newsletter/newsletter';

export function DataExportTab() {
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Export Dive Sites
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Download every dive site as a CSV file you can open in Excel, Numbers or Google Sheets. It opens in a new browser tab.
        </Typography>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          onClick={() => window.open(getExportDiveSitesCsvUrl(), '_blank', 'noopener')}
        >
          Export Dive Sites (CSV)
        </Button>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Export Newsletter Subscribers
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Everyone currently subscribed, with when and where they signed up and their own unsubscribe link. Put that link in every
          newsletter you send them (a mail-merge field): the law requires a working unsubscribe. People who have unsubscribed are left out.
          The file holds personal details, so keep it private and delete it when you are done.
        </Typography>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          onClick={() => window.open(getExportNewsletterSubscribersCsvUrl(), '_blank', 'noopener')}
        >
          Export Newsletter Subscribers (CSV)
        </Button>
      </Paper>
    </Stack>
  );
}
